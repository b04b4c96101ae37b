import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { updatesCopy } from '@/content/updates'
import { UpdatePreferences } from '@/features/updates/components/update-preferences'

const copy = updatesCopy.preferences

/** Every update's preferences link lands here; the app starts at once for the link's token. */
export function Component() {
  return (
    <div data-start-app="token">
      <PageHero title={copy.title} lead={copy.lead} />
      <div className="max-w-content mx-auto">
        <Section id="preferences" title={copy.title} hideTitle>
          <UpdatePreferences />
        </Section>
      </div>
    </div>
  )
}

import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { updatesCopy } from '@/content/updates'
import { ConfirmSubscription } from '@/features/updates/components/confirm-subscription'

const copy = updatesCopy.confirm

/** Where a sign-up's confirmation e-mail links; the app starts at once for the link's token. */
export function Component() {
  return (
    <div data-start-app="token">
      <PageHero title={copy.title} lead={copy.lead} />
      <div className="max-w-content mx-auto">
        <Section id="confirm" title={copy.title} hideTitle>
          <ConfirmSubscription />
        </Section>
      </div>
    </div>
  )
}

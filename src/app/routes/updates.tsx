import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { updatesCopy } from '@/content/updates'
import { UpdateSignUpForm } from '@/features/updates/components/update-sign-up-form'

const copy = updatesCopy.signUp

/**
 * /updates: the full "Get updates" form. The footer's and /news's plain forms send the address
 * here (`?email=`); `data-start-app="email"` starts the app at once then, so it is filled in.
 */
export function Component() {
  return (
    <div data-start-app="email">
      <PageHero title={copy.title} lead={copy.lead} />
      <div className="max-w-content mx-auto">
        <Section id="sign-up" title={copy.title} hideTitle>
          <UpdateSignUpForm />
        </Section>
      </div>
    </div>
  )
}

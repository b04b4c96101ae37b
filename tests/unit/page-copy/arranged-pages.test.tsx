/**
 * The pages editors arrange (src/content/arranged-pages.ts) are their blocks rendered by kind: an
 * editor may remove any block the desk offers to remove and the page still renders (a route that
 * read a removed block by id would throw), without it.
 * A list other pages show, or the block a form is shown under, is not offered for removal; the
 * desk says why.
 */
import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Component as About } from '@/app/routes/about'
import { Component as AiCoachApplication } from '@/app/routes/ai-coach-application'
import { Component as AiCoachProgram } from '@/app/routes/ai-coach-program'
import { Component as AiCoaches } from '@/app/routes/ai-coaches'
import { Component as AiCoachingCertification } from '@/app/routes/ai-coaching-certification'
import { Component as AiInnovationCertification } from '@/app/routes/ai-innovation-certification'
import { Component as AiSkillsTracker } from '@/app/routes/ai-skills-tracker'
import { Component as ApplicationStatus } from '@/app/routes/application-status'
import { Component as BecomeAiCoach } from '@/app/routes/become-ai-coach'
import { Component as BuildWithAi } from '@/app/routes/build-with-ai'
import { Component as Contact } from '@/app/routes/contact'
import { Component as ContestPlatform } from '@/app/routes/contest-platform'
import { Component as CreateWithAi } from '@/app/routes/create-with-ai'
import { Component as EventDashboard } from '@/app/routes/event-dashboard'
import { Component as Events } from '@/app/routes/events'
import { Component as Expansion } from '@/app/routes/expansion'
import { Component as Home } from '@/app/routes/home'
import { Component as NotFound } from '@/app/routes/not-found'
import { Component as JoinAlliance } from '@/app/routes/join-alliance'
import { Component as JoinCompetition } from '@/app/routes/join-competition'
import { Component as Partners } from '@/app/routes/partners'
import { Component as PrivacyPolicy } from '@/app/routes/privacy-policy'
import { Component as TermsOfService } from '@/app/routes/terms-of-service'
import { Component as Programs } from '@/app/routes/programs'
import { Component as SeeTheModel } from '@/app/routes/see-the-model'
import { Component as TalkToAi } from '@/app/routes/talk-to-ai'
import { Component as TechnologyPlatform } from '@/app/routes/technology-platform'
import { Component as Timeline } from '@/app/routes/timeline'
import { Component as TrainingPrograms } from '@/app/routes/training-programs'
import { isArrangeable } from '@/components/sections/render-blocks'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import { ARRANGED_PAGES, FORM_BLOCKS, RECORD_BLOCKS } from '@/content/arranged-pages'
import type { PageBlock } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { notFoundRoute } from '@/content/pages/not-found'
import { sharedLists } from '@/content/shared-blocks'
import { PageForm } from '@/features/site-content/components/page-form'
import { routeMarkup } from './route-markup'

const routes: Record<string, ComponentType> = {
  [paths.home]: Home,
  // Only its hero, which stays: nothing to remove (and it logs the path it is shown at).
  [notFoundRoute]: NotFound,
  [paths.about]: About,
  [paths.expansion]: Expansion,
  [paths.aiCoachingCertification]: AiCoachingCertification,
  [paths.becomeAiCoach]: BecomeAiCoach,
  [paths.trainingPrograms]: TrainingPrograms,
  [paths.seeTheModel]: SeeTheModel,
  [paths.aiCoaches]: AiCoaches,
  [paths.technologyPlatform]: TechnologyPlatform,
  [paths.aiCoachProgram]: AiCoachProgram,
  [paths.programs]: Programs,
  [paths.joinCompetition]: JoinCompetition,
  [paths.partners]: Partners,
  [paths.timeline]: Timeline,
  [paths.aiSkillsTracker]: AiSkillsTracker,
  [paths.contestPlatform]: ContestPlatform,
  [paths.eventDashboard]: EventDashboard,
  [paths.talkToAi]: TalkToAi,
  [paths.createWithAi]: CreateWithAi,
  [paths.buildWithAi]: BuildWithAi,
  [paths.aiInnovationCertification]: AiInnovationCertification,
  [paths.aiCoachApplication]: AiCoachApplication,
  [paths.applicationStatus]: ApplicationStatus,
  [paths.joinAlliance]: JoinAlliance,
  [paths.contact]: Contact,
  [paths.events]: Events,
  [paths.privacyPolicy]: PrivacyPolicy,
  [paths.termsOfService]: TermsOfService,
}

/**
 * The blocks their page keeps: the lists other pages show, the blocks forms are shown under, the
 * blocks a page shows its own records with.
 */
const keptIds = new Set<string>([
  ...Object.values(sharedLists).map((list) => list.id),
  ...Object.values(FORM_BLOCKS).flat(),
  ...Object.values(RECORD_BLOCKS).flat(),
])

/** Blocks a page shows only once it has records for them (no partner yet, no "Our partners"). */
const shownWithRecords: Record<string, string[]> = { [paths.partners]: ['our-partners'] }

/** Every block of every arranged page the desk offers to remove. */
const removable = Object.keys(routes).flatMap((route) =>
  seedPageCopy[route]!.blocks.filter(
    (block) => block.kind !== 'hero' && isArrangeable(block) && !keptIds.has(block.id),
  ).map((block): [string, string] => [route, block.id]),
)

function markupWith(route: string, blocks: readonly PageBlock[]) {
  const page = seedPageCopy[route]!
  return routeMarkup(route, routes[route]!, (content) => (
    <PageCopyProvider pages={{ ...seedPageCopy, [route]: { ...page, blocks: [...blocks] } }}>
      {content}
    </PageCopyProvider>
  ))
}

describe('pages arranged by their editors', () => {
  it('lists a route for every arranged page', () => {
    expect(Object.keys(routes).sort()).toEqual([...ARRANGED_PAGES].sort())
  })

  it.each(removable)('%s renders without its block "%s", which is gone', (route, id) => {
    const blocks = seedPageCopy[route]!.blocks
    const whole = markupWith(route, blocks)
    const without = markupWith(
      route,
      blocks.filter((block) => block.id !== id),
    )
    if (shownWithRecords[route]?.includes(id)) expect(without).toBe(whole)
    else expect(without).not.toBe(whole)
  })

  it('does not offer to remove a list other pages show, and says why', () => {
    const route = paths.seeTheModel
    render(<PageForm route={route} page={seedPageCopy[route]!} onSave={vi.fn()} />)
    const pillars = screen.getByRole('group', { name: 'Arrange Cards' })
    expect(within(pillars).queryByText('Remove')).toBeNull()
    expect(within(pillars).getByText(/Other pages show this list, so it stays/)).toBeVisible()
    expect(screen.getByLabelText('Remove Text section: The four pillars')).toBeEnabled()
  })

  it('does not offer to remove the block a form is shown under, and says why', () => {
    const route = paths.aiCoachApplication
    render(<PageForm route={route} page={seedPageCopy[route]!} onSave={vi.fn()} />)
    const form = screen.getByRole('group', { name: /^Arrange Text section/ })
    expect(within(form).queryByText('Remove')).toBeNull()
    expect(within(form).getByText(/The page’s form is shown under this block/)).toBeVisible()
    expect(screen.getByLabelText(/^Remove Steps/)).toBeEnabled()
  })

  it('does not offer to remove the blocks a page shows its events under, and says why', () => {
    const route = paths.events
    render(<PageForm route={route} page={seedPageCopy[route]!} onSave={vi.fn()} />)
    expect(screen.getAllByText(/The page shows something of its own with this block/)).toHaveLength(
      2,
    )
    expect(screen.queryByLabelText(/^Remove Text section: Statewide events/)).toBeNull()
    expect(screen.getByLabelText(/^Remove .*Get involved/)).toBeEnabled()
  })

  it('keeps the blocks of words a form says, and says why', () => {
    const route = paths.applicationStatus
    render(<PageForm route={route} page={seedPageCopy[route]!} onSave={vi.fn()} />)
    expect(screen.queryAllByText('Remove')).toHaveLength(0)
    expect(screen.getAllByText(/The page’s form says these words, so they stay/)).toHaveLength(4)
  })
})

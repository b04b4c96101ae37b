import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Component as AiCoaches } from '@/app/routes/ai-coaches'
import { Component as AiCoachingCertification } from '@/app/routes/ai-coaching-certification'
import { Component as Programs } from '@/app/routes/programs'
import { Component as TrainingPrograms } from '@/app/routes/training-programs'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'
import type { Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'

const corrected = '6–8 weeks, hybrid'

/** The seed with the certification's duration corrected on its own page, as an editor does. */
function draftWithCorrectedDuration(): Pages {
  const page = seedPageCopy[paths.aiCoachingCertification]!
  return {
    ...seedPageCopy,
    [paths.aiCoachingCertification]: {
      ...page,
      blocks: page.blocks.map((block) =>
        block.kind === 'pathway' ? { ...block, duration: corrected } : block,
      ),
    },
  }
}

function renderDraft(route: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <PageCopyProvider pages={draftWithCorrectedDuration()}>
        <Page />
      </PageCopyProvider>
    </MemoryRouter>,
  )
}

describe('a pathway’s facts are written once, on its own page', () => {
  it('seeds each pathway page with its facts as they read today', () => {
    const block = seedPageCopy[paths.aiCoachingCertification]!.blocks.find(
      (candidate) => candidate.kind === 'pathway',
    )
    expect(block).toMatchObject({ duration: '12–16 weeks, hybrid' })
    for (const route of [
      paths.talkToAi,
      paths.createWithAi,
      paths.buildWithAi,
      paths.aiInnovationCertification,
    ]) {
      expect(seedPageCopy[route]!.blocks.filter((b) => b.kind === 'pathway')).toHaveLength(1)
    }
  })

  it.each([
    [paths.aiCoachingCertification, AiCoachingCertification],
    [paths.trainingPrograms, TrainingPrograms],
  ] as const)('%s states the duration corrected on the certification’s page', (route, Page) => {
    const { container } = renderDraft(route, Page)
    expect(screen.getAllByText(corrected).length).toBeGreaterThan(0)
    expect(container.textContent).not.toContain('12–16 weeks')
  })

  it('/ai-coaches states a pathway’s duration as that pathway’s page holds it', () => {
    const page = seedPageCopy[paths.talkToAi]!
    const pages: Pages = {
      ...seedPageCopy,
      [paths.talkToAi]: {
        ...page,
        blocks: page.blocks.map((block) =>
          block.kind === 'pathway' ? { ...block, duration: '3 hours' } : block,
        ),
      },
    }
    render(
      <MemoryRouter initialEntries={[paths.aiCoaches]}>
        <PageCopyProvider pages={pages}>
          <AiCoaches />
        </PageCopyProvider>
      </MemoryRouter>,
    )
    expect(screen.getByText('3 hours')).toBeInTheDocument()
  })

  it('/programs lists the certification with the corrected duration', () => {
    const { container } = renderDraft(paths.programs, Programs)
    expect(
      screen.getByText(`AI Coaching Certification (Professional development, ${corrected})`),
    ).toBeInTheDocument()
    expect(container.textContent).not.toContain('12–16 weeks')
  })
})

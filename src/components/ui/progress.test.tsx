import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Progress } from '@/components/ui/progress'

describe('Progress', () => {
  it('without a value is indeterminate: no aria-valuenow or valuetext, announced as busy', () => {
    render(<Progress label="Loading applications" />)
    const bar = screen.getByRole('progressbar', { name: 'Loading applications' })
    expect(bar).toHaveAttribute('data-state', 'indeterminate')
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(bar).not.toHaveAttribute('aria-valuetext')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-busy', 'true')
  })

  it('below max is loading: value, percentage text and aria-busy', () => {
    render(<Progress value={0} label="Teachers trained" />)
    const bar = screen.getByRole('progressbar', { name: 'Teachers trained' })
    expect(bar).toHaveAttribute('data-state', 'loading')
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(bar).toHaveAttribute('aria-valuetext', '0%')
    expect(bar).toHaveAttribute('aria-busy', 'true')
    expect(bar.querySelector('rect')).toHaveAttribute('width', '0%')
  })

  it('at max is complete and no longer busy; max defaults to 100', () => {
    render(<Progress value={100} label="Done" />)
    const bar = screen.getByRole('progressbar', { name: 'Done' })
    expect(bar).toHaveAttribute('data-state', 'complete')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '100%')
    expect(bar).not.toHaveAttribute('aria-busy')
  })

  it('uses a custom max and value text, and clamps out-of-range values', () => {
    render(
      <>
        <Progress value={3} max={4} label="Steps" getValueText={(v, m) => `${v} of ${m} steps`} />
        <Progress value={250} label="Over" />
        <Progress value={-5} label="Under" />
      </>,
    )
    const steps = screen.getByRole('progressbar', { name: 'Steps' })
    expect(steps).toHaveAttribute('aria-valuemax', '4')
    expect(steps).toHaveAttribute('aria-valuetext', '3 of 4 steps')
    expect(steps.querySelector('rect')).toHaveAttribute('width', '75%')
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute(
      'data-state',
      'complete',
    )
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0')
  })

  it('can be named by visible text through aria-labelledby', () => {
    render(
      <>
        <span id="goal">Businesses upskilled</span>
        <Progress value={10} aria-labelledby="goal" />
      </>,
    )
    expect(screen.getByRole('progressbar', { name: 'Businesses upskilled' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    )
  })
})

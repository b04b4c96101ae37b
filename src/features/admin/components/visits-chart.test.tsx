import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chartPoints, VisitsChart } from './visits-chart'

const days = [
  { day: '2026-11-01', views: 40, visitors: 10 },
  { day: '2026-11-02', views: 120, visitors: 30 },
  { day: '2026-11-03', views: 0, visitors: 0 },
]

describe('VisitsChart', () => {
  it('is an image named and described in words: the period, the busiest day and the last', () => {
    render(<VisitsChart days={days} />)
    const chart = screen.getByRole('img', { name: /^Page views and visitors per day/ })
    expect(chart).toHaveAccessibleName(
      'Page views and visitors per day Page views and visitors per day from 2026-11-01 to 2026-11-03. The busiest day was 2026-11-02, with 120 page views and 30 visitors; the last day had 0 page views.',
    )
  })

  it('gives every day’s figures in a table beneath the chart', () => {
    render(<VisitsChart days={days} />)
    const table = screen.getByRole('table', { name: 'Page views and visitors per day' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[2]).toHaveTextContent('2026-11-0212030')
  })

  it('draws the busiest day at the top and an empty day at the bottom', () => {
    const [first, busiest, empty] = chartPoints(days, 'views', 120).split(' ')
    expect(busiest).toBe('336.0,12.0')
    expect(empty).toBe('628.0,156.0')
    expect(first).toBe('44.0,108.0')
  })

  it('draws nothing for a period without a day', () => {
    const { container } = render(<VisitsChart days={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

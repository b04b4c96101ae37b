import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { toSubmissionStatus } from '../api/get-submission-status'
import { StatusResult } from './status-result'

/** A lookup that matched, as public.submission_status() answers it. */
const found = (extra: Record<string, unknown> = {}) => ({
  found: true,
  kind: 'coach_application',
  stage: 'interview',
  changed_at: '2026-11-01T17:00:00Z',
  answers_received: 0,
  last_answer_at: null,
  ...extra,
})

function show(data: unknown) {
  render(<StatusResult ref={createRef()} answer={toSubmissionStatus(data)} />)
  return screen.getByRole('region', { name: 'AI Coach application' })
}

describe('the status page says whether an answer reached us', () => {
  it('says nothing about replies while none has arrived', () => {
    expect(show(found())).not.toHaveTextContent(/Your replies to us/)
  })

  it('says one reply arrived, with its date in Idaho', () => {
    const region = show(found({ answers_received: 1, last_answer_at: '2026-11-03T05:30:00Z' }))
    // 05:30 UTC on the 3rd is still the 2nd in Boise.
    expect(region).toHaveTextContent(
      /Your replies to us\s*We received your reply on November 2, 2026\./,
    )
  })

  it('counts several replies and dates the latest', () => {
    const region = show(found({ answers_received: 3, last_answer_at: '2026-11-04T18:00:00Z' }))
    expect(region).toHaveTextContent(
      /We received 3 replies from you, the latest on November 4, 2026\./,
    )
  })

  it('reads a database that does not count answers yet as none received', () => {
    const { answers_received: _count, last_answer_at: _last, ...older } = found()
    expect(toSubmissionStatus(older)).toMatchObject({ outcome: 'found', answers: { count: 0 } })
  })

  it('refuses a malformed count or date instead of showing a stage', () => {
    expect(() => toSubmissionStatus(found({ answers_received: -1 }))).toThrow()
    expect(() => toSubmissionStatus(found({ answers_received: 2, last_answer_at: null }))).toThrow()
    expect(() =>
      toSubmissionStatus(found({ answers_received: 1, last_answer_at: 'yesterday' })),
    ).toThrow()
  })
})

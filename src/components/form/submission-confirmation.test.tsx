import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { submissionConfirmation } from '@/content/submission-confirmation'
import { toSubmissionReceipt } from '@/lib/submission-receipt'
import { SubmissionConfirmation } from './submission-confirmation'

const copy = submissionConfirmation.contact_submission

function renderConfirmation(data: unknown) {
  const receipt = toSubmissionReceipt(data)
  render(
    <SubmissionConfirmation
      ref={null}
      form="contact_submission"
      reference={receipt.reference}
      acknowledgement={receipt.acknowledgement}
      onSendAnother={vi.fn()}
    />,
  )
  return screen.getByRole('status')
}

describe('SubmissionConfirmation', () => {
  it('promises the e-mail when the intake RPC says the acknowledgement is sending', () => {
    const panel = renderConfirmation({ reference: 'CT-7KQ2MXPA', acknowledgement: 'sending' })
    expect(panel).toHaveTextContent(copy.referenceHint)
  })

  it('never promises an e-mail that a limit skipped', () => {
    const panel = renderConfirmation({ reference: 'CT-7KQ2MXPA', acknowledgement: 'skipped' })
    expect(panel).toHaveTextContent(copy.referenceHintNoEmail)
    expect(panel).not.toHaveTextContent('We are also sending it')
  })

  it('promises nothing when it was not told', () => {
    const panel = renderConfirmation({ reference: 'CT-7KQ2MXPA' })
    expect(panel).toHaveTextContent(copy.referenceHintUnknown)
    expect(panel).not.toHaveTextContent('sending it')
  })
})

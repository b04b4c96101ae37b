import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { submissionConfirmation } from '@/content/submission-confirmation'
import { toSubmissionReceipt } from '@/lib/submission-receipt'
import { SubmissionConfirmation } from './submission-confirmation'

const copy = submissionConfirmation.contact_submission

function renderConfirmation(data: unknown, page = '/contact') {
  const receipt = toSubmissionReceipt(data)
  render(
    <MemoryRouter initialEntries={[page]}>
      <SubmissionConfirmation
        ref={null}
        form="contact_submission"
        reference={receipt.reference}
        acknowledgement={receipt.acknowledgement}
        onSendAnother={vi.fn()}
      />
    </MemoryRouter>,
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

  it('speaks Spanish on a Spanish page: the published promises and the words about the reference', () => {
    const panel = renderConfirmation(
      { reference: 'CT-7KQ2MXPA', acknowledgement: 'sending' },
      '/es/contact',
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Su mensaje va camino a nuestro equipo',
    )
    expect(panel).toHaveTextContent('Su referencia')
    expect(panel).toHaveTextContent('También se la enviamos a su dirección de correo electrónico.')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Próximos pasos')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Su mensaje llega a la persona de nuestro equipo que se encarga de su tema.',
      'Le responderemos en un plazo de 1 a 2 días hábiles.',
    ])
    expect(screen.getByRole('button')).toHaveTextContent('Enviar otro')
    expect(panel).not.toHaveTextContent(copy.nextStepsHeading)
  })

  it('on a Spanish page names the limits on e-mail in Spanish when one kept the e-mail back', () => {
    const panel = renderConfirmation(
      { reference: 'CT-7KQ2MXPA', acknowledgement: 'skipped' },
      '/es/contact',
    )
    expect(panel).toHaveTextContent('como máximo 3 por hora y 10 por día a una misma dirección')
    expect(panel).not.toHaveTextContent('También se la enviamos')
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { getSubmissionStatus } from '../api/get-submission-status'
import { StatusLookup } from './status-lookup'

vi.mock('../api/get-submission-status', () => ({ getSubmissionStatus: vi.fn() }))

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <StatusLookup />
    </MemoryRouter>,
  )
}

describe('the status lookup on the Spanish page', () => {
  it('asks and refuses in Spanish', async () => {
    const user = userEvent.setup()
    renderAt('/es/application-status')
    await user.type(screen.getByLabelText(/^Número de referencia/), 'CA-12')
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }))
    expect(
      await screen.findAllByText(
        'Escriba un número de referencia como CA-7K2M9QXD: dos letras, un guion y ocho caracteres',
      ),
    ).not.toHaveLength(0)
    expect(
      screen.getAllByText('Escriba el correo electrónico que usó, por ejemplo nombre@ejemplo.com'),
    ).not.toHaveLength(0)
    // The summary and the fields' own words are Spanish too.
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeVisible()
    expect(screen.queryByText(/\(required\)/)).not.toBeInTheDocument()
  })

  it('gives the answer in Spanish, with the date as Spanish writes it', async () => {
    const user = userEvent.setup()
    vi.mocked(getSubmissionStatus).mockResolvedValue({
      outcome: 'found',
      kind: 'coach_application',
      stage: 'under_review',
      changedAt: new Date('2026-11-20T18:00:00Z'),
      answers: { count: 0, lastAt: null },
    })
    renderAt('/es/application-status')
    await user.type(screen.getByLabelText(/^Número de referencia/), 'CA-7K2M9QXD')
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Consultar el estado' }))
    expect(
      await screen.findByRole('heading', { name: 'Solicitud para ser AI Coach' }),
    ).toBeVisible()
    expect(screen.getByText('20 de noviembre de 2026')).toBeVisible()
  })

  it('asks in English on the English page, as the specification writes it', async () => {
    const user = userEvent.setup()
    renderAt('/application-status')
    await user.click(screen.getByRole('button', { name: 'Check status' }))
    expect(await screen.findAllByText('Enter your reference')).not.toHaveLength(0)
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { checkAuditChain, listAuditLog } from '../api/audit-log'
import { AuditLogPanel } from './audit-log-panel'

vi.mock('../api/audit-log', () => ({ checkAuditChain: vi.fn(), listAuditLog: vi.fn() }))
vi.mock('../api/team-profiles', () => ({ listTeamNames: vi.fn().mockResolvedValue(new Map()) }))

const intactChain = {
  entries: 3,
  firstBrokenId: null,
  newestId: 3,
  newestHash: 'c'.repeat(64),
}

describe('AuditLogPanel', () => {
  it('says the log was cut short when the fingerprint mailed to the administrators is gone', async () => {
    vi.mocked(listAuditLog).mockResolvedValue([])
    vi.mocked(checkAuditChain).mockResolvedValue({
      ...intactChain,
      firstBrokenId: 7,
      mailed: { mailedAt: '2026-11-26T09:00:00Z', entryId: 7, hash: 'a'.repeat(64), held: false },
    })
    render(<AuditLogPanel />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /the fingerprint e-mailed to the administrators on .* \(entry 7, a{16}\) is no longer in the log/,
    )
  })

  it('names the last mailed fingerprint beside an intact chain', async () => {
    vi.mocked(listAuditLog).mockResolvedValue([])
    vi.mocked(checkAuditChain).mockResolvedValue({
      ...intactChain,
      mailed: { mailedAt: '2026-11-26T09:00:00Z', entryId: 2, hash: 'b'.repeat(64), held: true },
    })
    render(<AuditLogPanel />)
    expect(await screen.findByText(/Last e-mailed to the administrators on/)).toHaveTextContent(
      /entry 2, b{16}, still in the log/,
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

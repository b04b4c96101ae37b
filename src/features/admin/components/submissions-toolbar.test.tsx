import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubmissionsToolbar } from './submissions-toolbar'

describe('SubmissionsToolbar', () => {
  it('names the list and opens the shortcuts and the export', async () => {
    const onShowShortcuts = vi.fn()
    const onExport = vi.fn()
    render(
      <SubmissionsToolbar
        title="Coach Applications"
        headingId="heading"
        headingRef={null}
        onShowShortcuts={onShowShortcuts}
        onExport={onExport}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Coach Applications' })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
    expect(onShowShortcuts).toHaveBeenCalledTimes(1)
    expect(onExport).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(onExport).toHaveBeenCalledTimes(1)
  })
})

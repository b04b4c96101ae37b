// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { exportCsv } from '../api/export-csv'
import { downloadFile } from '../lib/download-file'
import { useCsvExport } from './use-csv-export'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/export-csv', () => ({ exportCsv: vi.fn() }))
vi.mock('../lib/download-file', () => ({ downloadFile: vi.fn() }))

const options = {
  kind: 'contacts' as const,
  filter: { status: 'new', search: 'boise' },
  sort: 'oldest' as const,
  countText: (n: number) => `${n} contact submissions`,
}

beforeEach(() => {
  vi.mocked(toast).mockReset()
  vi.mocked(exportCsv).mockReset()
  vi.mocked(downloadFile).mockReset()
})

describe('useCsvExport', () => {
  it('exports what the list shows, downloads it and closes the dialog', async () => {
    vi.mocked(exportCsv).mockResolvedValue({ fileName: 'contacts.csv', csv: 'a,b', rowCount: 2 })
    const { result } = renderHook(() => useCsvExport(options))
    act(() => result.current.setOpen(true))
    const range = { from: '2025-10-01', to: '2025-10-31' }
    await act(() => result.current.run(range))

    expect(exportCsv).toHaveBeenCalledWith('contacts', {
      status: 'new',
      search: 'boise',
      sort: 'oldest',
      range,
    })
    expect(downloadFile).toHaveBeenCalledWith('contacts.csv', 'a,b')
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: '2 contact submissions saved to contacts.csv.' }),
    )
    expect(result.current.open).toBe(false)
    expect(result.current.exporting).toBe(false)
  })

  it('keeps the dialog open and says so when the export fails', async () => {
    vi.mocked(exportCsv).mockRejectedValue(new Error('offline'))
    const { result } = renderHook(() => useCsvExport(options))
    act(() => result.current.setOpen(true))
    await act(() => result.current.run({ from: '', to: '' }))
    expect(downloadFile).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Export failed' }))
    expect(result.current.open).toBe(true)
  })
})

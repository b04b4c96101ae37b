import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])(
    'neutralises a cell that a spreadsheet would evaluate: %j',
    (value) => {
      const cell = csvCell(value)
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true)
    },
  )

  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
  })

  it('keeps HTML as inert text', () => {
    expect(csvCell('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
    expect(csvCell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
  })

  it('writes empty cells for null and joins arrays', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(['training', 'events'])).toBe('training; events')
  })
})

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated line per row, with a BOM for Excel', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; n: number }) => row.name },
        { header: 'N', value: (row) => row.n },
      ],
      [
        { name: '=HYPERLINK("http://evil")', n: 1 },
        { name: 'Zoë', n: 2 },
      ],
    )
    expect(csv).toBe('\uFEFFName,N\r\n"\'=HYPERLINK(""http://evil"")",1\r\nZoë,2\r\n')
  })
})

import { useId } from 'react'
import { cn } from '@/lib/utils'

/** A cell is text, or several lines rendered as a list. */
export type TableCell = string | readonly string[]

export type TableSectionProps = {
  /** Visible caption; also names the scrollable region. */
  caption: string
  columns: readonly string[]
  rows: readonly (readonly TableCell[])[]
  /** The first cell of each row is its header (`<th scope="row">`). Defaults to true. */
  rowHeaders?: boolean
  className?: string
}

/**
 * A real data table with caption and scoped headers. On narrow screens it scrolls sideways inside
 * a focusable region, so keyboard users can scroll it too.
 */
export function TableSection({
  caption,
  columns,
  rows,
  rowHeaders = true,
  className,
}: TableSectionProps) {
  const captionId = `table-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll a wide table (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('border-border overflow-x-auto rounded-lg border bg-white', className)}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-base font-semibold">
          {caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border-border border-b px-4 py-3 font-semibold"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-border border-b align-top last:border-b-0">
              {row.map((cell, cellIndex) =>
                rowHeaders && cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold">
                    <CellContent cell={cell} />
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3 text-slate-800">
                    <CellContent cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CellContent({ cell }: { cell: TableCell }) {
  if (typeof cell === 'string') return <>{cell}</>
  return (
    <ul className="list-disc space-y-1 pl-5">
      {cell.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

import { isValidElement, type ReactElement, useId } from 'react'
import { cn } from '@/lib/utils'

/** A cell is text, several lines rendered as a list, or an element (e.g. a dated `<Timed>`). */
export type TableCell = string | readonly string[] | ReactElement

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
 * A real data table with caption and scoped headers. Below the `sm` breakpoint (a phone) each row
 * is stacked as a card and every cell shows its column's name, so nothing waits behind a sideways
 * scroll; the explicit ARIA table roles keep the table semantics that `display: block` would
 * otherwise take from screen readers. From `sm` up it is a normal table, scrolling sideways inside
 * a focusable region if it must.
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
      <table
        role="table"
        className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[36rem] md:text-base"
      >
        <caption
          id={captionId}
          className="px-4 pt-4 pb-2 text-left text-base font-semibold max-sm:block"
        >
          {caption}
        </caption>
        {/* Explicit roles: the stacked phone layout sets display: block, which drops the implicit
            table semantics in some browsers. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <thead role="rowgroup" className="bg-muted max-sm:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                role="columnheader"
                className="border-border border-b px-4 py-3 font-semibold"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              role="row"
              className="border-border border-b align-top last:border-b-0 max-sm:block max-sm:py-2"
            >
              {row.map((cell, cellIndex) =>
                rowHeaders && cellIndex === 0 ? (
                  <th
                    key={cellIndex}
                    scope="row"
                    role="rowheader"
                    className="px-4 py-3 font-semibold max-sm:block max-sm:pb-1 max-sm:text-base"
                  >
                    <CellContent cell={cell} />
                  </th>
                ) : (
                  <td
                    key={cellIndex}
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, kept a cell when stacked
                    role="cell"
                    className="px-4 py-3 break-words text-slate-800 max-sm:block max-sm:py-1"
                  >
                    {/* The column's name, for the stacked layout only; screen readers already
                        announce the column header. */}
                    <span aria-hidden="true" className="block text-sm font-semibold sm:hidden">
                      {columns[cellIndex]}
                    </span>
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
  if (isValidElement(cell)) return cell
  return (
    <ul className="list-disc space-y-1 pl-5">
      {cell.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

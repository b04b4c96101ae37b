import type { FormDescription } from '@schemas/form-description'
import { deskColumnGroups, deskDetailFields, deskText, type DeskRecord } from '../lib/form-desk'
import type { Column } from '../types'
import type { DetailField } from './record-detail'
import { NameCell } from './name-cell'

/*
 * A form's desk list columns, from its description (lib/form-desk.ts): the answers that name the
 * same column stack in one cell; the person's name opens the record; a long answer is clipped to
 * three lines (spec §2: "message clipped to three lines").
 */
export function describedColumns<Row extends object>(description: FormDescription): Column<Row>[] {
  return deskColumnGroups(description).map(({ header, fields }) => {
    const named = fields.some((field) => field.key === 'firstName')
    const rest = fields.filter((field) => field.key !== 'firstName' && field.key !== 'lastName')
    const long = rest.length === 1 && rest[0]?.control === 'long'
    return {
      header,
      className: long ? undefined : 'max-w-64',
      cell: (row: Row, open: () => void) => {
        const record = row as DeskRecord
        if (long) {
          return <p className="line-clamp-3 max-w-xs break-words">{deskText(rest[0]!, record)}</p>
        }
        return (
          <div className="flex flex-col gap-0.5 break-words">
            {named && (
              <NameCell
                firstName={String(record.first_name ?? '')}
                lastName={String(record.last_name ?? '')}
                onOpen={open}
              />
            )}
            {rest.map((field, index) => (
              <span
                key={field.key}
                className={index === 0 && !named ? undefined : 'text-muted-foreground'}
              >
                {deskText(field, record)}
              </span>
            ))}
          </div>
        )
      },
    }
  })
}

/** The record's detail fields: its reference, then the described answers. */
export function describedDetailFields(description: FormDescription) {
  return <Row extends { reference: string }>(row: Row): DetailField[] => [
    { label: 'Reference', value: row.reference },
    ...deskDetailFields(description, row as unknown as DeskRecord),
  ]
}

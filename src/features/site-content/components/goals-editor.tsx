import { siteContentPartSchemas, type SiteGoal } from '@/content/site-content-schema'
import { ListEditor, newRowKey, type Row } from './list-editor'
import { RowField } from './row-field'
import { optionalText } from '../lib/optional-text'

const toRow = (goal: SiteGoal): Row => ({
  key: newRowKey(),
  label: goal.label,
  target: goal.target,
  progress: String(goal.progress),
  current: goal.current ?? '',
  asOf: goal.asOf ?? '',
})

/** The rows as the schema reads them; a progress left empty is not a number and is refused. */
const toGoals = (rows: Row[]) =>
  rows.map((row) => ({
    label: row.label ?? '',
    target: row.target ?? '',
    progress: row.progress?.trim() ? Number(row.progress) : Number.NaN,
    ...optionalText('current', row.current),
    ...optionalText('asOf', row.asOf),
  }))

/**
 * The goal cards ("Goals for 2026" and the pilot's): each goal's target, its progress, and the
 * measured figure behind it with the day it was measured.
 */
export function GoalsEditor({
  title,
  idPrefix,
  goals,
  save,
}: {
  title: string
  idPrefix: string
  goals: SiteGoal[]
  save: (goals: SiteGoal[]) => Promise<boolean>
}) {
  return (
    <ListEditor
      title={title}
      noun="goal"
      idPrefix={idPrefix}
      saveLabel={`Save the ${title.toLowerCase()}`}
      initialRows={goals.map(toRow)}
      blank={() => ({
        key: newRowKey(),
        label: '',
        target: '',
        progress: '0',
        current: '',
        asOf: '',
      })}
      firstField="label"
      nameOf={(row) => row.label ?? ''}
      toValue={toGoals}
      schema={siteContentPartSchemas.goals}
      save={(value) => save(value as SiteGoal[])}
      renderRow={(row, fields) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <RowField row={row} fields={fields} name="label" label="Goal" />
          <RowField row={row} fields={fields} name="target" label="Target" hint="e.g. 500+" />
          <RowField row={row} fields={fields} name="progress" label="Progress (%)" type="number" />
          <RowField
            row={row}
            fields={fields}
            name="current"
            label="Current figure (optional)"
            hint="e.g. 212 trained"
          />
          <RowField row={row} fields={fields} name="asOf" label="As of" type="date" />
        </div>
      )}
    />
  )
}

import { siteGoalSchema, type SiteContent, type SiteGoal } from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { checkItem, typedNumber, type ItemValues } from '../lib/item-check'
import { optionalText } from '../lib/optional-text'
import { InPlaceList } from './in-place-list'
import type { ItemField } from './item-form'

const fields: readonly ItemField[] = [
  { name: 'label', label: 'Goal' },
  { name: 'target', label: 'Target', hint: 'For example 500+' },
  { name: 'progress', label: 'Progress (%)', type: 'number', hint: 'A number from 0 to 100' },
  {
    name: 'current',
    label: 'Current figure (optional)',
    hint: 'For example 212 trained. Leave it empty until there is a figure.',
  },
  {
    name: 'asOf',
    label: 'As of (optional)',
    type: 'date',
    hint: 'The day the current figure was measured',
  },
]

const toValues = (goal: SiteGoal): ItemValues => ({
  label: goal.label,
  target: goal.target,
  progress: String(goal.progress),
  current: goal.current ?? '',
  asOf: goal.asOf ?? '',
})

/** The goal as the schema reads it; a progress left empty is 0, a word is refused in words. */
const check = (values: ItemValues) =>
  checkItem(siteGoalSchema, {
    label: values.label ?? '',
    target: values.target ?? '',
    progress: typedNumber(values.progress) ?? 0,
    ...optionalText('current', values.current),
    ...optionalText('asOf', values.asOf),
  })

/**
 * The goal cards ("Goals for 2026" and the pilot's): each goal's target, its progress, and the
 * measured figure behind it with the day it was measured, each goal edited where it stands.
 */
export function GoalsEditor({
  title,
  idPrefix,
  part,
  draft,
  save,
}: {
  title: string
  idPrefix: string
  part: 'goals' | 'pilotGoals'
  draft: SiteContent
  save: (goals: SiteGoal[]) => Promise<boolean>
}) {
  return (
    <InPlaceList<SiteGoal>
      title={title}
      noun="goal"
      idPrefix={idPrefix}
      items={draft[part]}
      nameOf={(goal) => goal.label}
      summary={(goal) => (
        <span>
          <strong>{goal.label}</strong>: target {goal.target}, progress {goal.progress}%
          {goal.current ? ` (${goal.current}${goal.asOf ? ` as of ${goal.asOf}` : ''})` : ''}
        </span>
      )}
      fields={fields}
      toValues={toValues}
      blank={{ label: '', target: '', progress: '0', current: '', asOf: '' }}
      check={check}
      changesOf={(goals) => diffContent(draft, { ...draft, [part]: goals })}
      save={save}
    />
  )
}

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { PageBlockKind } from '@/content/page-copy-schema'
import { fieldLabel, itemLabel, labelFields, type FieldSpec } from '../lib/block-fields'
import { pathKey, valueAt, type Path } from '../lib/page-draft'

/** What every field of the page form needs: the page being edited, its problems, a way to change it. */
export type PageFieldContext = {
  idPrefix: string
  root: unknown
  problems: Record<string, string>
  set: (path: Path, value: unknown) => void
  kind?: PageBlockKind
}

const fieldId = (context: PageFieldContext, path: Path) => `${context.idPrefix}-${path.join('-')}`

function Problem({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <p id={id} className="text-destructive text-sm font-semibold">
      {text}
    </p>
  )
}

/** One text: its label and, once a save is refused, the message beside it. */
export function TextField({
  context,
  path,
  label,
  long,
}: {
  context: PageFieldContext
  path: Path
  label: string
  long?: boolean
}) {
  const id = fieldId(context, path)
  const problem = context.problems[pathKey(path)]
  const value = valueAt(context.root, path)
  const shared = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {long ? (
        <Textarea
          {...shared}
          rows={3}
          onChange={(event) => context.set(path, event.target.value)}
        />
      ) : (
        <Input {...shared} onChange={(event) => context.set(path, event.target.value)} />
      )}
      <Problem id={`${id}-problem`} text={problem} />
    </div>
  )
}

function LinkFields({
  context,
  path,
  legend,
}: {
  context: PageFieldContext
  path: Path
  legend: string
}) {
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <TextField context={context} path={[...path, 'label']} label="Words of the link" />
      <TextField
        context={context}
        path={[...path, 'href']}
        label="Address (a page such as /contact, or https://…)"
      />
    </fieldset>
  )
}

/** A list field: its items, each removable, and a button to add one. */
function ListField({
  context,
  path,
  spec,
}: {
  context: PageFieldContext
  path: Path
  spec: FieldSpec
}) {
  const items = (valueAt(context.root, path) as unknown[] | undefined) ?? []
  const name = itemLabel(spec.key, context.kind)
  const id = fieldId(context, path)
  const problem = context.problems[pathKey(path)]
  const columns = (valueAt(context.root, [...path.slice(0, -1), 'columns']) as string[]) ?? []
  const empty = (): unknown => {
    if (spec.shape.type === 'texts') return ''
    if (spec.shape.type === 'links') return { label: '', href: '' }
    if (spec.shape.type === 'rows') return columns.map(() => '')
    if (spec.shape.type === 'records') {
      return Object.fromEntries(
        spec.shape.fields.filter((f) => !f.optional).map((f) => [f.key, '']),
      )
    }
    return ''
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{fieldLabel(spec.key)}</legend>
      <Problem id={`${id}-problem`} text={problem} />
      {items.map((_, index) => {
        const itemPath = [...path, index]
        const title = `${name} ${index + 1}`
        return (
          <div key={index} className="flex flex-col gap-2 border-l-4 border-slate-200 pl-3">
            {spec.shape.type === 'texts' && (
              <TextField context={context} path={itemPath} label={title} long />
            )}
            {spec.shape.type === 'links' && (
              <LinkFields context={context} path={itemPath} legend={title} />
            )}
            {spec.shape.type === 'rows' && (
              <fieldset className="grid gap-2 md:grid-cols-2">
                <legend className="text-sm font-semibold">{title}</legend>
                <Problem
                  id={`${fieldId(context, itemPath)}-problem`}
                  text={context.problems[pathKey(itemPath)]}
                />
                {((valueAt(context.root, itemPath) as string[]) ?? []).map((_, cell) => (
                  <TextField
                    key={cell}
                    context={context}
                    path={[...itemPath, cell]}
                    label={`${title}: ${columns[cell] ?? `cell ${cell + 1}`}`}
                  />
                ))}
              </fieldset>
            )}
            {spec.shape.type === 'records' && (
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-semibold">{title}</legend>
                {spec.shape.fields.map((field) => (
                  <PageField
                    key={field.key}
                    context={context}
                    path={[...itemPath, field.key]}
                    spec={field}
                  />
                ))}
              </fieldset>
            )}
            <div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  context.set(
                    path,
                    items.filter((__, other) => other !== index),
                  )
                }
              >
                Remove {title.toLowerCase()}
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          id={`${id}-add`}
          data-problem={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onClick={() => context.set(path, [...items, empty()])}
        >
          Add {name.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  )
}

/** One field of a block, as its schema describes it (lib/block-fields.ts). */
export function PageField({
  context,
  path,
  spec,
}: {
  context: PageFieldContext
  path: Path
  spec: FieldSpec
}) {
  const label = fieldLabel(spec.key)
  switch (spec.shape.type) {
    case 'text':
      return (
        <TextField
          context={context}
          path={path}
          label={spec.optional && spec.key !== 'amount' ? `${label} (optional)` : label}
          long={spec.shape.long}
        />
      )
    case 'link':
      return (
        <LinkFields
          context={context}
          path={path}
          legend={spec.optional ? `${label} (optional)` : label}
        />
      )
    case 'labels':
      return <LabelsFields context={context} path={path} />
    default:
      return <ListField context={context} path={path} spec={spec} />
  }
}

/** A `labels` block's words: one field each, named by the block's set (labelSets, page-copy.ts). */
function LabelsFields({ context, path }: { context: PageFieldContext; path: Path }) {
  const id = valueAt(context.root, [...path.slice(0, -1), 'id'])
  return (
    <div className="grid gap-2 md:grid-cols-2">
      {labelFields(typeof id === 'string' ? id : '').map((field) => (
        <TextField
          key={field.key}
          context={context}
          path={[...path, field.key]}
          label={field.label}
          long={field.label.includes('{')}
        />
      ))}
    </div>
  )
}

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { pageMenus, type PageMenu } from '@/content/made-pages'
import { pageSeoSchema, type PageCopy, type Pages } from '@/content/page-copy-schema'
import { madePageAddressProblem, madePageSchema } from '@schemas/made-pages'
import { FieldProblem, HintedField } from './field-problem'

type Typed = { name: string; address: string; title: string; description: string; menu: string }

const empty: Typed = { name: '', address: '', title: '', description: '', menu: '' }

/** The address a name suggests: "Scholarships 2027" → /scholarships-2027. */
export function addressFor(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g)
  return words ? `/${words.join('-').slice(0, 60)}` : ''
}

/** Each field's message, by field, in the form's order; none when the page can be made. */
function problemsOf(typed: Typed, pages: Pages): Partial<Record<keyof Typed, string>> {
  const problems: Partial<Record<keyof Typed, string>> = {}
  const made = madePageSchema.safeParse({ name: typed.name, menu: typed.menu || undefined })
  if (!made.success) {
    for (const issue of made.error.issues) {
      const field = issue.path[0] === 'menu' ? 'menu' : 'name'
      problems[field] ??= issue.message
    }
  }
  const address = madePageAddressProblem(typed.address.trim(), new Set(Object.keys(pages)))
  if (address) problems.address = address
  const seo = pageSeoSchema.safeParse({ title: typed.title, description: typed.description })
  if (!seo.success) {
    for (const issue of seo.error.issues) {
      const field = issue.path[0] === 'title' ? 'title' : 'description'
      problems[field] ??= issue.message
    }
  }
  const order: (keyof Typed)[] = ['name', 'address', 'title', 'description', 'menu']
  return Object.fromEntries(order.flatMap((key) => (problems[key] ? [[key, problems[key]]] : [])))
}

/**
 * "Make a new page": its name, its address (suggested from the name), its title and description
 * for search engines and where its link appears. The page starts with its top block, which holds
 * its heading; blocks are then added as on any arranged page. A refused field keeps what was
 * typed, says how to put it right and takes the focus.
 */
export function NewPageForm({
  pages,
  onMake,
  onCancel,
}: {
  pages: Pages
  onMake: (route: string, page: PageCopy) => Promise<boolean>
  onCancel: () => void
}) {
  const [typed, setTyped] = useState<Typed>(empty)
  const [addressTouched, setAddressTouched] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<keyof Typed, string>>>({})
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (attempt === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const set = (key: keyof Typed, value: string) =>
    setTyped((current) => ({
      ...current,
      [key]: value,
      // The address follows the name until the editor writes one herself.
      ...(key === 'name' && !addressTouched ? { address: addressFor(value) } : {}),
    }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = problemsOf(typed, pages)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1)
      return
    }
    const name = typed.name.trim()
    const page: PageCopy = {
      seo: { title: typed.title.trim(), description: typed.description.trim() },
      made: { name, menu: typed.menu as PageMenu },
      blocks: [{ kind: 'hero', id: 'top', title: name, lead: typed.description.trim() }],
    }
    await onMake(typed.address.trim(), page)
  }

  const text = (key: keyof Typed, label: string, hint?: string, long?: boolean) => (
    <HintedField
      id={`new-page-${key}`}
      label={label}
      hint={hint}
      problem={problems[key]}
      control={(props) => {
        const control = {
          ...props,
          value: typed[key],
          onChange: (event: { target: { value: string } }) => set(key, event.target.value),
        }
        return long ? <Textarea rows={3} {...control} /> : <Input {...control} />
      }}
    />
  )

  const count = Object.keys(problems).length
  return (
    <form
      ref={form}
      onSubmit={submit}
      aria-label="Make a new page"
      noValidate
      className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <h3 className="text-lg font-semibold">Make a new page</h3>
      {count > 0 && (
        <p role="alert" className="text-destructive font-semibold">
          The page is not made yet. {count === 1 ? 'One field needs' : `${count} fields need`}{' '}
          attention: the message is beside it.
        </p>
      )}
      {text('name', 'Name', 'As its menu link and the desk show it, such as Scholarships')}
      <div onBlur={() => setAddressTouched(true)}>
        {text(
          'address',
          'Address',
          'A slash and words in small letters joined by hyphens, such as /scholarships',
        )}
      </div>
      {text('title', 'Title in search results', '10 to 60 characters')}
      {text(
        'description',
        'Description in search results',
        '50 to 160 characters; it also starts as the lead paragraph under the heading',
        true,
      )}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problems.menu ? 'new-page-menu-problem' : undefined}
      >
        <legend className="font-semibold">Where its link appears</legend>
        <FieldProblem id="new-page-menu" problem={problems.menu} />
        {(Object.entries(pageMenus) as [PageMenu, string][]).map(([value, label], index) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="new-page-menu"
              value={value}
              checked={typed.menu === value}
              onChange={() => set('menu', value)}
              // The first choice takes the focus when none is chosen yet.
              aria-invalid={problems.menu && index === 0 ? true : undefined}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Make the page</Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

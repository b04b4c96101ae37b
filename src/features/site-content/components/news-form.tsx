import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { publicPaths } from '@/config/paths'
import type { NewsItem } from '@/content/site-content-schema'
import { siteImagePreviewUrl, uploadSiteImage } from '../api/upload-site-image'
import { useChosenImage } from '../hooks/use-chosen-image'
import {
  blankNewsFields,
  checkNewsFields,
  newsFieldOrder,
  newsFieldsOf,
  newsPictureOf,
  type NewsField,
  type NewsFields,
  type NewsPicture,
} from '../lib/news-fields'
import { newsImageKind } from '../lib/news-image'
import { NewsPictureField } from './news-picture-field'

const codeRoutes = new Set<string>(publicPaths)

type NewsFormProps = {
  /** The pages a link may lead to (the draft's built pages); without it, the site's own pages. */
  routes?: ReadonlySet<string>
  /** The form's accessible name: "Add an announcement", "Edit AI Coach applications are open". */
  label: string
  submitLabel: string
  /** The announcement being edited (its short name stays), or none to add one. */
  initial?: NewsItem
  /** Short names other announcements use: a new one may not take one. */
  taken: readonly string[]
  onSave: (item: NewsItem) => Promise<boolean>
  onCancel?: () => void
}

const fieldLabels: Record<NewsField, string> = {
  title: 'Title',
  date: 'Date',
  summary: 'Summary',
  body: 'Text',
  linkHref: 'Link (optional)',
  linkLabel: 'Link words (optional)',
  image: 'Picture (optional)',
  imageAlt: 'Picture’s alt text',
}

const hints: Partial<Record<NewsField, string>> = {
  date: 'The day the announcement is dated. To make it public on a later day, save it, then schedule the draft for that day.',
  summary: 'A sentence or two: the home page and the feed show it.',
  body: 'Leave a blank line between paragraphs.',
  linkHref:
    'A page of this site starting with / (such as /events) or a full address starting with https://.',
  linkLabel: 'What the link says, for example Read the report. Empty, it says Read more.',
  image:
    'A photo or drawing as PNG, JPEG or WebP, at most 2 MB. The pages show it at its own size, up to the column’s width.',
  imageAlt: 'Required with a picture: what it shows, for someone who cannot see it.',
}

const long: readonly NewsField[] = ['summary', 'body']

/** The chosen picture's place in the check, before the upload gives it its own name. */
const pendingSrc = `${newsImageKind.siteDir}pending.png`

/**
 * One announcement's form, to add one or edit one where it stands. Each refusal is shown beside
 * its field in words that say how to put it right; focus moves to the first one; nothing typed is
 * lost (only a save the database accepts clears a new announcement's form). A chosen picture is
 * checked when chosen and uploaded only once the whole announcement passes its check.
 */
export function NewsForm(props: NewsFormProps) {
  const prefix = useId()
  const [fields, setFields] = useState<NewsFields>(() =>
    props.initial ? newsFieldsOf(props.initial) : blankNewsFields(today()),
  )
  const [problems, setProblems] = useState<Partial<Record<NewsField, string>>>({})
  const [busy, setBusy] = useState(false)
  // The picture the announcement had (kept unless replaced or removed) and one newly chosen.
  const [kept, setKept] = useState<NewsPicture | undefined>(() => newsPictureOf(props.initial))
  const { chosen, choose, clear } = useChosenImage(newsImageKind)
  const [inputKey, setInputKey] = useState(0)
  const id = (field: NewsField) => `${prefix}-${field}`
  const picture: NewsPicture | undefined = chosen
    ? { src: pendingSrc, width: chosen.width, height: chosen.height }
    : kept

  const showProblems = (found: Partial<Record<NewsField, string>>) => {
    setProblems(found)
    const first = newsFieldOrder.find((field) => found[field])
    if (first) document.getElementById(id(first))?.focus()
  }

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    setProblems(({ image: _image, ...rest }) => rest)
    const refused = await choose(event)
    if (!refused) return
    // Beside the picture, where the editor is: other fields' refusals stay as they were.
    setProblems((current) => ({ ...current, image: refused }))
    document.getElementById(id('image'))?.focus()
  }

  function removePicture() {
    clear()
    setKept(undefined)
    setInputKey((key) => key + 1)
  }

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault()
    const checked = checkNewsFields(fields, {
      slug: props.initial?.slug,
      taken: props.taken,
      routes: props.routes ?? codeRoutes,
      picture,
    })
    if (checked.problems) return showProblems(checked.problems)
    setProblems({})
    setBusy(true)
    let item = checked.item
    try {
      if (chosen && item.image) {
        const src = await uploadSiteImage(newsImageKind, chosen.file, chosen.type)
        item = { ...item, image: { ...item.image, src } }
      }
    } catch (error) {
      // An upload the bucket refuses is about the picture: said beside it.
      setBusy(false)
      return showProblems({ image: error instanceof Error ? error.message : String(error) })
    }
    const saved = await props.onSave(item)
    setBusy(false)
    if (saved && !props.initial) {
      setFields(blankNewsFields(today()))
      removePicture()
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label={props.label}
      noValidate
    >
      {newsFieldOrder.map((field) => {
        const problem = problems[field]
        if (field === 'image')
          return (
            <NewsPictureField
              key={field}
              id={id(field)}
              label={fieldLabels[field]}
              hint={hints[field] ?? ''}
              problem={problem}
              preview={
                chosen
                  ? { src: chosen.previewUrl, width: chosen.width, height: chosen.height }
                  : kept && { ...kept, src: siteImagePreviewUrl(newsImageKind, kept.src) }
              }
              inputKey={inputKey}
              onChoose={choosePicture}
              onRemove={removePicture}
            />
          )
        const describedBy = [hints[field] && `${id(field)}-hint`, problem && `${id(field)}-problem`]
          .filter(Boolean)
          .join(' ')
        const shared = {
          id: id(field),
          name: field,
          value: fields[field],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onChange: (event: { target: { value: string } }) =>
            setFields((current) => ({ ...current, [field]: event.target.value })),
        }
        return (
          <div
            key={field}
            className={`flex min-w-0 flex-col gap-1 ${long.includes(field) ? 'md:col-span-2' : ''}`}
          >
            <Label htmlFor={id(field)}>{fieldLabels[field]}</Label>
            {hints[field] && (
              <p id={`${id(field)}-hint`} className="text-sm text-slate-700">
                {hints[field]}
              </p>
            )}
            {problem && (
              <p id={`${id(field)}-problem`} className="text-destructive text-sm font-semibold">
                {problem}
              </p>
            )}
            {long.includes(field) ? (
              <Textarea {...shared} rows={field === 'body' ? 6 : 2} />
            ) : (
              <Input {...shared} type={field === 'date' ? 'date' : 'text'} />
            )}
          </div>
        )
      })}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

/** Today in Idaho (Mountain Time), as the date field writes it. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Boise' }).format(new Date())
}

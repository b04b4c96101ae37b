import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { SiteContent } from '@/content/site-content-schema'
import { type RecordKind, recordKinds } from '@schemas/record-kind'
import {
  defaultSiteMessages,
  emailPlaceholders,
  type EmailWordField,
  emailWords,
  type FormMessages,
  formMessagesSchema,
  formNames,
  messageFieldLabels,
  placeholderMeanings,
  type SiteMessages,
} from '@schemas/site-messages'
import { HintedField, type HintedControl, problemsOf } from './field-problem'

const emailFields = Object.keys(emailWords) as EmailWordField[]

const fieldOrder = ['heading', 'toastTitle', 'toastText', 'nextSteps', ...emailFields] as const

function emailHint(field: EmailWordField): string | undefined {
  const kept = emailPlaceholders[field]
  if (kept.length === 0) return undefined
  return `Keep ${kept.map((name) => `{${name}}`).join(', ')}: ${kept.map((name) => `{${name}} becomes ${placeholderMeanings[name]}`).join('; ')}.`
}

const hints: Partial<Record<keyof FormMessages, string>> = {
  heading: 'The heading of the panel the page shows once the form is sent.',
  toastTitle: 'The short notice that appears for a few seconds as the form is sent.',
  nextSteps:
    'One step a line. The confirmation page and the acknowledgement e-mail both list them, so they always promise the same.',
  ...Object.fromEntries(emailFields.map((field) => [field, emailHint(field)])),
}

/**
 * One form's promises: what its confirmation, its notice and its acknowledgement e-mail say
 * happens next. Checked with the messages' schema before saving: each refusal beside its field,
 * focus on the first, what was typed kept.
 */
function FormMessagesForm({
  form,
  messages,
  onSave,
}: {
  form: RecordKind
  messages: FormMessages
  onSave: (value: FormMessages) => Promise<boolean>
}) {
  const [problems, setProblems] = useState<Record<string, string>>({})
  const id = (field: keyof FormMessages) => `messages-${form}-${field}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const field = (name: string) => String(data.get(name) ?? '')
    const parsed = formMessagesSchema.safeParse({
      heading: field('heading').trim(),
      toastTitle: field('toastTitle').trim(),
      toastText: field('toastText').trim(),
      nextSteps: field('nextSteps')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      ...Object.fromEntries(emailFields.map((name) => [name, field(name).trim()])),
    })
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues)
      setProblems(found)
      const first = fieldOrder.find((name) => found[name])
      if (first) document.getElementById(id(first))?.focus()
      return
    }
    setProblems({})
    await onSave(parsed.data)
  }

  /** One of the form's fields: `draw` draws its control with the id and descriptions given. */
  const drawField = (name: keyof FormMessages, draw: (props: HintedControl) => ReactNode) => (
    <HintedField
      key={name}
      id={id(name)}
      label={messageFieldLabels[name]}
      hint={hints[name]}
      problem={problems[name]}
      control={draw}
    />
  )

  const name = formNames[form]
  return (
    <form
      onSubmit={submit}
      aria-label={`${name}: confirmation and e-mail`}
      noValidate
      className="flex flex-col gap-3 rounded-md border p-4"
    >
      <h3 className="font-semibold">{name}</h3>
      {(['heading', 'toastTitle', 'toastText'] as const).map((name) =>
        drawField(name, (props) => <Input {...props} name={name} defaultValue={messages[name]} />),
      )}
      {drawField('nextSteps', (props) => (
        <Textarea
          {...props}
          name="nextSteps"
          rows={5}
          defaultValue={messages.nextSteps.join('\n')}
        />
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">The acknowledgement e-mail’s other sentences</legend>
        {emailFields.map((name) =>
          drawField(name, (props) => (
            <Textarea
              {...props}
              name={name}
              rows={2}
              defaultValue={messages[name] ?? emailWords[name]}
            />
          )),
        )}
      </fieldset>
      <div>
        <Button type="submit">Save {name} messages</Button>
      </div>
    </form>
  )
}

/**
 * "Confirmations and e-mails": what each form promises once sent. Published on its own, by whoever
 * may publish pages, so a page and its promises change in the same visit.
 */
export function MessagesEditor({
  draft,
  save,
}: {
  draft: SiteContent
  save: (messages: SiteMessages) => Promise<boolean>
}) {
  const messages = draft.messages ?? defaultSiteMessages
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        What each form promises once it is sent: the confirmation on the page, the notice, and the
        steps of “What happens next”, which the acknowledgement e-mail repeats.
      </p>
      {recordKinds.map((form) => (
        <FormMessagesForm
          key={form}
          form={form}
          messages={messages[form]}
          onSave={(value) => save({ ...messages, [form]: value })}
        />
      ))}
    </div>
  )
}

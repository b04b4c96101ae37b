import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  countRecipients,
  listPublishedSources,
  sendTest,
  sendUpdate,
  UpdateSendError,
  type PublishedSource,
} from '../api/update-sends-api'
import { emptyUpdate, updateFormSchema, type UpdateFormValues } from '../schemas'
import { EmailPreview } from './email-preview'
import { SendConfirmation } from './send-confirmation'
import { UpdateFields } from './update-fields'

const newDraftId = () => crypto.randomUUID()

/**
 * Writes an update (or starts from a published news item or event), previews it as the e-mail,
 * sends a test to the member herself, and sends it once she has read how many people it goes to.
 * A refusal is shown beside its field and the words stay; the draft's id makes a repeated
 * confirmation (a lost answer, a second click) the same send.
 */
export function UpdateComposer({ onSent }: { onSent: () => void }) {
  const form = useForm<UpdateFormValues>({
    resolver: zodResolver(updateFormSchema),
    defaultValues: emptyUpdate,
  })
  const [sources, setSources] = useState<PublishedSource[]>([])
  const [draftId, setDraftId] = useState(newDraftId)
  const [busy, setBusy] = useState<'test' | 'count' | 'send' | null>(null)
  // The count is for the words and topics as they were when it was asked for: a change after it
  // hides the confirmation (`written` differs), and sending needs a new count.
  const [counted, setCounted] = useState<{
    count: number
    values: UpdateFormValues
    written: string
  }>()
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>()
  const values = useWatch({ control: form.control }) as UpdateFormValues
  const written = JSON.stringify(values)
  const confirming = counted?.written === written ? counted : undefined

  useEffect(() => {
    listPublishedSources().then(setSources, () => setSources([]))
  }, [])

  function refused(error: unknown) {
    if (error instanceof UpdateSendError && error.field) {
      form.setError(error.field, { message: error.message }, { shouldFocus: true })
      return
    }
    setNotice({
      text: error instanceof Error ? error.message : 'That did not work. Try again.',
      error: true,
    })
  }

  const onTest = form.handleSubmit(async (checked) => {
    setBusy('test')
    setNotice(undefined)
    try {
      const { recipient } = await sendTest(checked)
      setNotice({
        text: `A test was sent to ${recipient}. Read it in your inbox before you send the update.`,
      })
    } catch (error) {
      refused(error)
    } finally {
      setBusy(null)
    }
  })

  const onReview = form.handleSubmit(async (checked) => {
    setBusy('count')
    setNotice(undefined)
    try {
      const count = await countRecipients(checked.topics)
      setCounted({ count, values: checked, written: JSON.stringify(form.getValues()) })
    } catch (error) {
      refused(error)
    } finally {
      setBusy(null)
    }
  })

  async function onConfirm() {
    if (!confirming) return
    setBusy('send')
    try {
      const sent = await sendUpdate(draftId, confirming.values)
      setNotice({
        text: `The update is on its way to ${sent.recipientCount.toLocaleString('en-US')} people. Its progress is under Sent updates.`,
      })
      form.reset(emptyUpdate)
      setDraftId(newDraftId())
      setCounted(undefined)
      onSent()
    } catch (error) {
      refused(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="update-compose-heading" className="flex flex-col gap-6">
      <h2 id="update-compose-heading" className="text-xl font-semibold">
        Write an update
      </h2>
      <form noValidate onSubmit={onReview} className="flex max-w-2xl flex-col gap-5">
        <UpdateFields form={form} sources={sources} />
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy !== null} onClick={onTest}>
            {busy === 'test' ? 'Sending the test…' : 'Send a test to me'}
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'count' ? 'Counting the recipients…' : 'Send to subscribers…'}
          </Button>
        </div>
      </form>
      {notice ? (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'text-destructive' : ''}
        >
          {notice.text}
        </p>
      ) : null}
      {confirming ? (
        <SendConfirmation
          count={confirming.count}
          subject={confirming.values.subject}
          sending={busy === 'send'}
          onConfirm={onConfirm}
          onCancel={() => setCounted(undefined)}
        />
      ) : null}
      {values.subject.trim() || values.text.trim() ? <EmailPreview values={values} /> : null}
    </section>
  )
}

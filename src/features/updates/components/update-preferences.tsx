import { type FormEvent, useEffect, useId, useState } from 'react'
import { FieldError, FormFieldset } from '@/components/form/form-field'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { paths } from '@/config/paths'
import { updatesCopy } from '@/content/updates'
import { submissionErrorMessage } from '@/lib/submission-error'
import {
  type UpdateTopic,
  updateConsentWords,
  updatePreferencesSchema,
  updateTopicOptions,
} from '@schemas/update-subscription'
import {
  loadPreferences,
  savePreferences,
  type SubscriptionView,
  unsubscribe,
} from '../api/updates-api'
import { useLinkToken } from './use-link-token'

const copy = updatesCopy.preferences
const linkClass = 'font-semibold text-primary underline hover:text-primary-hover'

/**
 * The preferences page every update links to (a signed link, no account): the topics, a pause, and
 * unsubscribing from everything. Each change is kept with the words of the button that made it.
 */
export function UpdatePreferences() {
  const id = useId()
  const token = useLinkToken()
  const [view, setView] = useState<SubscriptionView>()
  const [topics, setTopics] = useState<UpdateTopic[]>([])
  const [paused, setPaused] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [topicsError, setTopicsError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!token) return
    let live = true
    loadPreferences(token)
      .then((loaded) => {
        if (!live) return
        setView(loaded)
        setTopics(loaded.topics)
        setPaused(loaded.state === 'paused')
      })
      .catch((error: unknown) => live && setProblem(submissionErrorMessage(error)))
    return () => {
      live = false
    }
  }, [token])

  if (!token) return <p className="text-lg">{copy.missing}</p>
  if (problem && !view) {
    return (
      <div role="alert" className="border-destructive grid gap-2 rounded-md border-4 bg-white p-4">
        <p className="font-semibold">{problem}</p>
      </div>
    )
  }
  if (!view) return <p aria-busy="true">Loading your choices…</p>
  if (view.state === 'unsubscribed' || view.state === 'unconfirmed') {
    return (
      <div role="status" className="grid gap-3">
        <p className="text-lg">
          {view.state === 'unsubscribed' ? copy.unsubscribed : copy.notSubscribed}
        </p>
        <p>
          <AppLink href={paths.updates} className={linkClass}>
            {copy.signUpAgain}
          </AppLink>
        </p>
      </div>
    )
  }

  const act = async (work: () => Promise<SubscriptionView>, done: string) => {
    setBusy(true)
    setProblem(undefined)
    setNotice(undefined)
    try {
      const next = await work()
      setView(next)
      setTopics(next.topics)
      setPaused(next.state === 'paused')
      setNotice(done)
    } catch (error) {
      setProblem(submissionErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = updatePreferencesSchema.safeParse({ topics, paused })
    if (!checked.success) {
      setTopicsError(checked.error.issues[0]?.message)
      return
    }
    setTopicsError(undefined)
    void act(() => savePreferences(token, checked.data), copy.saved)
  }
  const toggle = (topic: UpdateTopic, on: boolean) =>
    setTopics((current) => (on ? [...current, topic] : current.filter((t) => t !== topic)))

  return (
    <div className="grid gap-10">
      <p className="text-lg font-semibold">{copy.for(view.email)}</p>
      <div aria-live="polite">
        {notice ? (
          <p className="rounded-md border-2 border-emerald-700 bg-emerald-50 p-4">
            {notice} {view.state === 'paused' ? copy.pausedNote : null}
          </p>
        ) : null}
        {problem ? <FieldError id={`${id}-problem`} message={problem} /> : null}
      </div>
      <form
        noValidate
        method="dialog"
        onSubmit={save}
        aria-label="Your choices"
        className="grid gap-6"
      >
        <FormFieldset
          id={`${id}-topics`}
          legend={updatesCopy.signUp.topicsLegend}
          hint={updatesCopy.signUp.topicsHint}
          error={topicsError}
        >
          <div className="grid gap-3">
            {updateTopicOptions.map((option) => (
              <label key={option.value} className="flex items-center gap-3 text-base">
                <Checkbox
                  name="topics"
                  value={option.value}
                  checked={topics.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </FormFieldset>
        <label className="flex items-center gap-3 text-base">
          <Checkbox
            name="paused"
            checked={paused}
            onChange={(event) => setPaused(event.target.checked)}
          />
          {copy.pause}
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {updateConsentWords.saveButton}
          </Button>
        </div>
      </form>
      <section aria-labelledby={`${id}-stop`} className="grid gap-3 border-t border-slate-300 pt-6">
        <h2 id={`${id}-stop`} className="text-xl font-bold">
          {copy.unsubscribeHeading}
        </h2>
        <p>{copy.unsubscribeText}</p>
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void act(() => unsubscribe(token), copy.unsubscribed)}
          >
            {updateConsentWords.unsubscribeButton}
          </Button>
        </div>
      </section>
    </div>
  )
}

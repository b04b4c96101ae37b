import { subjectOptions } from '@schemas/contact'
import { routeRecipientsSchema, type ReplyRecordKind } from '@schemas/desk-reply'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { getDefaultRecipients } from '../api/default-recipients'
import {
  listNotificationRoutes,
  saveNotificationRoute,
  type NotificationRoute,
} from '../api/notification-routes'
import { FORM_LABELS } from './saved-replies-manager'

interface Target {
  recordKind: ReplyRecordKind
  contactSubject: string
  label: string
}

/** Every route an admin can set: each form, then each contact subject. */
export const ROUTE_TARGETS: Target[] = [
  ...(Object.keys(FORM_LABELS) as ReplyRecordKind[]).map((recordKind) => ({
    recordKind,
    contactSubject: '',
    label: FORM_LABELS[recordKind],
  })),
  ...subjectOptions.map((option) => ({
    recordKind: 'contact_submission' as const,
    contactSubject: option.value,
    label: `Contact messages: ${option.label}`,
  })),
]

/** The default recipients in words: who gets a notification no route here names. */
export function defaultRecipientsText(recipients: string[] | 'unknown'): string {
  if (recipients === 'unknown') return 'the project default, set by the NOTIFY_TO secret'
  if (recipients.length === 0) return 'nobody: the NOTIFY_TO secret is not set'
  return recipients.join(', ')
}

interface RouteRowProps {
  target: Target
  route: NotificationRoute | undefined
  defaultText: string
}

function RouteRow({ target, route, defaultText }: RouteRowProps) {
  const id = useId()
  const [value, setValue] = useState(route?.recipients.join(', ') ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save() {
    const parsed = routeRecipientsSchema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const index = typeof issue?.path[0] === 'number' ? issue.path[0] : null
      const addresses = value
        .split(/[,;\n]/)
        .map((part) => part.trim())
        .filter(Boolean)
      setProblem(
        index !== null && addresses[index]
          ? `“${addresses[index]}” is not a valid e-mail address.`
          : (issue?.message ?? 'Check the addresses.'),
      )
      return
    }
    setProblem(null)
    setSaving(true)
    try {
      await saveNotificationRoute({
        recordKind: target.recordKind,
        contactSubject: target.contactSubject,
        recipients: parsed.data,
      })
      setValue(parsed.data.join(', '))
      toast({ title: `Routing saved for ${target.label}`, variant: 'success' })
    } catch {
      toast({
        title: 'Failed to save routing',
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Label htmlFor={id}>{target.label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          className="max-w-xl"
          value={value}
          placeholder={
            target.contactSubject ? 'Same as contact messages' : `Default: ${defaultText}`
          }
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            if (problem) setProblem(null)
          }}
        />
        <Button type="submit" size="sm" variant="outline" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
    </form>
  )
}

/**
 * Admins choose who receives the reviewers' notification of each form and of each contact
 * subject. A subject's route wins over its form's; with no route, the NOTIFY_TO secret applies.
 */
export function NotificationRoutingManager() {
  const headingId = useId()
  const [routes, setRoutes] = useState<NotificationRoute[] | 'error' | null>(null)
  const [defaults, setDefaults] = useState<string[] | 'unknown'>('unknown')

  useEffect(() => {
    let current = true
    listNotificationRoutes().then(
      (all) => current && setRoutes(all),
      () => current && setRoutes('error'),
    )
    // Only an administrator may read the secret's value; anyone else keeps the plain wording.
    getDefaultRecipients().then(
      (recipients) => current && setDefaults(recipients),
      () => current && setDefaults('unknown'),
    )
    return () => {
      current = false
    }
  }, [])

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        Notification routing
      </h2>
      <p className="text-muted-foreground text-sm">
        Who receives the e-mail about each new submission. Separate addresses with commas. A contact
        subject’s addresses replace those of contact messages; leave a field empty to use the
        default recipients.
      </p>
      <p className="text-sm">
        {defaults === 'unknown'
          ? 'Unless a field below names addresses, notifications go to the project default, set by the NOTIFY_TO secret.'
          : defaults.length === 0
            ? 'No default recipients are set (the NOTIFY_TO secret is empty): a form without addresses below notifies nobody.'
            : `Unless a field below names addresses, notifications go to ${defaults.join(', ')} (the project default, set by the NOTIFY_TO secret).`}
      </p>
      {routes === null ? (
        <p role="status">Loading routing…</p>
      ) : routes === 'error' ? (
        <p>The routing could not be loaded.</p>
      ) : (
        ROUTE_TARGETS.map((target) => (
          <RouteRow
            key={`${target.recordKind}:${target.contactSubject}`}
            target={target}
            defaultText={defaultRecipientsText(defaults)}
            route={routes.find(
              (route) =>
                route.recordKind === target.recordKind &&
                route.contactSubject === target.contactSubject,
            )}
          />
        ))
      )}
    </section>
  )
}

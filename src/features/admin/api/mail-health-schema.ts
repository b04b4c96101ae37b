import { z } from 'zod'

/** The panel's groups; 'account' is the sign-in and account e-mails (invitations, resets…). */
export const MAIL_KINDS = ['notification', 'acknowledgement', 'reply', 'account', 'update'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const FAILING_REASONS = ['failed', 'retrying', 'late'] as const
export type FailingReason = (typeof FAILING_REASONS)[number]

const timestamp = z.string().min(1)

/**
 * What public.mail_health() answers. The desk depends on this shape only, not on the delivery
 * tables behind it, so the database can change how deliveries are stored (one outbox for every
 * kind) without the desk noticing.
 */
export const mailHealthSchema = z.object({
  checked_at: timestamp,
  last_sent_at: timestamp.nullable(),
  kinds: z.array(
    z.object({
      kind: z.enum(MAIL_KINDS),
      pending: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      oldest_waiting_at: timestamp.nullable(),
      last_sent_at: timestamp.nullable(),
    }),
  ),
  failing: z.array(
    z.object({
      kind: z.enum(MAIL_KINDS),
      /** What an account e-mail is (its email_action_type: invite, recovery…); null otherwise. */
      about: z.string().nullable(),
      id: z.string().uuid(),
      /** Null for an account e-mail: it is about a person's account, not a record. */
      record_kind: z
        .enum(['coach_application', 'contact_submission', 'alliance_registration'])
        .nullable(),
      record_id: z.string().uuid().nullable(),
      name: z.string().nullable(),
      recipient: z.string().nullable(),
      state: z.enum(['pending', 'sending', 'failed']),
      attempts: z.number().int().nonnegative(),
      last_error: z.string().nullable(),
      waiting_since: timestamp,
      next_attempt_at: timestamp,
      /** Failed for good, retried after a failed attempt, or due and unsent over 15 minutes. */
      why: z.enum(FAILING_REASONS),
    }),
  ),
  /** Acknowledgements a limit skipped in the last 24 hours: per limit, and the newest named. */
  skipped: z.object({
    total: z.number().int().nonnegative(),
    by_limit: z.record(z.string(), z.number().int().nonnegative()),
    recent: z.array(
      z.object({
        id: z.string().uuid(),
        record_kind: z.enum(['coach_application', 'contact_submission', 'alliance_registration']),
        record_id: z.string().uuid(),
        name: z.string().nullable(),
        recipient: z.string().nullable(),
        limit: z.string(),
        reason: z.string().nullable(),
        skipped_at: timestamp,
      }),
    ),
  }),
  /**
   * Acknowledgements a full hour holds for a later one (sent when their hour begins, never
   * skipped): how many, and when the next goes. Absent from a database older than the rule.
   */
  held: z
    .object({ total: z.number().int().nonnegative(), next_at: timestamp.nullable() })
    .optional(),
  /**
   * Answers by e-mail in the last day that a limit stored in short or refused, in total and per
   * limit (one record, one sender, the whole project). Absent from a database older than the rule.
   */
  answers: z
    .record(
      z.enum(['shortened', 'refused']),
      z.object({
        total: z.number().nonnegative(),
        by_limit: z.record(z.string(), z.number().nonnegative()),
      }),
    )
    .optional(),
  /**
   * The five latest updates sent to subscribers, newest first, each with its result. Absent from
   * a database older than sending updates.
   */
  update_sends: z
    .array(
      z.object({
        id: z.string().uuid(),
        subject: z.string(),
        created_at: timestamp,
        recipient_count: z.number().int().nonnegative(),
        sent: z.number().int().nonnegative(),
        waiting: z.number().int().nonnegative(),
        failed: z.number().int().nonnegative(),
        skipped: z.number().int().nonnegative(),
      }),
    )
    .optional(),
})

export type MailHealth = z.infer<typeof mailHealthSchema>
export type FailingDelivery = MailHealth['failing'][number]

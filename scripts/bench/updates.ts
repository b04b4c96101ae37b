/**
 * An update to 10,000 subscribers, for `npm run bench -- --only=updates`: it stores 10,000
 * confirmed subscriptions, then, as the local administrator in a two-factor session (the desk's
 * own role and claims) through the gateway as the desk calls them, times the count before
 * confirming (public.count_update_recipients) and the send itself (public.send_update: the send
 * and its 10,000 outbox rows in one statement). Then it delivers every row through the local
 * inbox stand-in with the real worker (supabase/functions/deliver-notifications/worker.ts, run
 * in this process against the stack's database and SMTP inbox), the rows made due at once and the
 * worker's 500 ms spacing between updates off: the figure is what the outbox, the rendering and
 * the SMTP path sustain here. Hosted, the pace is the database's (private.update_send_pace,
 * 50 a minute for Resend's default 2 requests a second), printed beside it.
 */
import pg from 'pg'
import { signJwt } from '../../stack/gateway/jwt.ts'

/**
 * The worker module, loaded by path: it is Deno code (mail.ts names `Deno`, for the functions'
 * environment, which the bench replaces), so the Node type-check does not follow it.
 */
const WORKER = '../../supabase/functions/deliver-notifications/worker.ts'
type WorkerModule = {
  createDeliveryHandler(overrides: {
    env: (name: string) => string | undefined
    updateSpacingMs: number
    batchSize: number
  }): (request: Request) => Promise<Response>
}

type Row = { metric: string; value: string; target?: string }

export interface UpdatesBenchContext {
  dbUrl: string
  apiUrl: string
  anonKey: string
  secretKey: string
  jwtSecret: string
  smtpPort: number
  adminEmail: string
}

export const UPDATES_BENCH_SUBSCRIBERS = 10_000
/** The hosted pace, one e-mail every 1.2 s (private.update_send_pace). */
const HOSTED_SECONDS_PER_EMAIL = 1.2

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function adminToken(db: pg.Client, ctx: UpdatesBenchContext): Promise<string> {
  const [{ id } = { id: '' }] = (
    await db.query<{ id: string }>('select id from auth.users where email = $1', [ctx.adminEmail])
  ).rows
  const sessionId = (
    await db.query<{ id: string }>(
      `insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1, 'aal2')
       returning id`,
      [id],
    )
  ).rows[0]!.id
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    {
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: now },
        { method: 'password', timestamp: now },
      ],
      session_id: sessionId,
      is_anonymous: false,
      iat: now,
      exp: now + 3600,
    },
    ctx.jwtSecret,
  )
}

export async function benchUpdates(ctx: UpdatesBenchContext): Promise<Row[]> {
  const db = new pg.Client({ connectionString: ctx.dbUrl })
  await db.connect()
  try {
    const seedStarted = performance.now()
    await db.query(
      `insert into public.update_subscriptions (email, topics, state, confirmed_at)
       select 'bench-subscriber-' || n || '@example.org', '{news,events}', 'subscribed', now()
       from generate_series(1, $1) n
       on conflict (email) do nothing`,
      [UPDATES_BENCH_SUBSCRIBERS],
    )
    const seedMs = performance.now() - seedStarted
    const token = await adminToken(db, ctx)
    const rpc = async (name: string, body: unknown) => {
      const started = performance.now()
      const response = await fetch(`${ctx.apiUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: ctx.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as unknown
      if (!response.ok)
        throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer)}`)
      return { answer, ms: performance.now() - started }
    }

    const counted = await rpc('count_update_recipients', { p_topics: ['news'] })
    const sendId = crypto.randomUUID()
    const sent = await rpc('send_update', {
      p_send: {
        id: sendId,
        subject: 'Bench update',
        text: 'Hello,\n\nThis is the bench’s update.',
        topics: ['news'],
        source: 'written',
      },
    })
    const total = (sent.answer as { recipient_count: number }).recipient_count
    // Said at once: delivering 10,000 takes minutes.
    console.log(
      `updates: counted ${String(counted.answer)} in ${Math.round(counted.ms)} ms; enqueued ${total} in ${seconds(sent.ms)}; delivering…`,
    )

    // Due at once: the delivery figure is the worker's throughput, not the hosted pace.
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where record_kind = 'update_send' and record_id = $1`,
      [sendId],
    )
    const secret = crypto.randomUUID()
    const env: Record<string, string> = {
      SUPABASE_URL: ctx.apiUrl,
      SUPABASE_SECRET_KEY: ctx.secretKey,
      DELIVER_NOTIFICATIONS_SECRET: secret,
      NOTIFY_TO: 'reviewers@example.org',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ctx.smtpPort),
      SITE_URL: 'http://127.0.0.1',
    }
    const { createDeliveryHandler } = (await import(WORKER)) as WorkerModule
    const handler = createDeliveryHandler({
      env: (name) => env[name],
      updateSpacingMs: 0,
      batchSize: 100,
    })
    const deliverStarted = performance.now()
    for (;;) {
      const response = await handler(
        new Request('http://localhost/functions/v1/deliver-notifications', {
          method: 'POST',
          headers: { Authorization: `Bearer ${secret}` },
        }),
      )
      const run = (await response.json()) as { claimed?: number; error?: string }
      if (!response.ok) throw new Error(`the worker answered ${response.status}: ${run.error}`)
      const [{ waiting }] = (
        await db.query<{ waiting: number }>(
          `select count(*)::int as waiting from public.notification_deliveries
           where record_kind = 'update_send' and record_id = $1 and state in ('pending', 'sending')`,
          [sendId],
        )
      ).rows as [{ waiting: number }]
      if (waiting === 0 || run.claimed === 0) break
    }
    const deliverMs = performance.now() - deliverStarted
    const [outcome] = (
      await db.query<{ sent: number; failed: number }>(
        `select count(*) filter (where state = 'sent')::int as sent,
                count(*) filter (where state = 'failed')::int as failed
         from public.notification_deliveries where record_kind = 'update_send' and record_id = $1`,
        [sendId],
      )
    ).rows
    const n = total.toLocaleString('en-US')
    return [
      {
        metric: `store ${UPDATES_BENCH_SUBSCRIBERS.toLocaleString('en-US')} confirmed subscriptions (set-up)`,
        value: seconds(seedMs),
      },
      {
        metric: 'count before confirming (count_update_recipients, through the gateway)',
        value: `${Math.round(counted.ms)} ms (${String(counted.answer)} people)`,
        target: '≤ 1 s',
      },
      {
        metric: `enqueue: send_update, the send and its ${n} outbox rows (through the gateway)`,
        value: seconds(sent.ms),
        target: '≤ 10 s',
      },
      {
        metric: `deliver ${n} through the worker to the local inbox (no spacing)`,
        value: `${seconds(deliverMs)} (${Math.round((total / deliverMs) * 1000)} a second; ${outcome?.sent ?? 0} sent, ${outcome?.failed ?? 0} failed)`,
      },
      {
        metric: `hosted pace for ${n} (1.2 s apart: Resend's default 2 requests a second)`,
        value: `${((total * HOSTED_SECONDS_PER_EMAIL) / 60).toFixed(0)} min`,
      },
    ]
  } finally {
    await db.end()
  }
}

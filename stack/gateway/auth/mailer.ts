import { randomUUID } from 'node:crypto'
import net from 'node:net'

/** One auth e-mail: GoTrue's default templates' subjects, with the link as text and as HTML. */
export interface AuthEmail {
  to: string
  subject: string
  heading: string
  intro: string
  linkLabel?: string
  link?: string
  otp?: string
}

export type SendAuthEmail = (email: AuthEmail) => Promise<void>

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function rawMessage(from: string, email: AuthEmail): string {
  const { link, otp, linkLabel = 'Open' } = email
  const text =
    `${email.heading}\n\n${email.intro}\n` +
    (link ? `\n${linkLabel}: ${link}\n` : '') +
    (otp ? `\nOr enter this code: ${otp}\n` : '')
  const html =
    `<h2>${escapeHtml(email.heading)}</h2><p>${escapeHtml(email.intro)}</p>` +
    (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>` : '') +
    (otp ? `<p>Or enter this code: ${escapeHtml(otp)}</p>` : '')
  const boundary = `auth-${randomUUID()}`
  return [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Message-ID: <${randomUUID()}@auth.local>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

/**
 * Sends through SMTP (locally the stack's inbox): plain SMTP on loopback is all the local stack
 * needs, so a few lines of protocol replace a mail library. A refusal (e.g. the inbox's outage
 * switch) rejects, and the endpoint that sent it answers with an error instead of pretending.
 */
export function smtpAuthMailer(options: {
  host: string
  port: number
  from?: string
}): SendAuthEmail {
  const fromAddress = 'noreply@mail.app.supabase.io'
  const from = options.from ?? `Supabase Auth <${fromAddress}>`
  return (email) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ port: options.port, host: options.host })
      socket.setEncoding('utf8')
      socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timed out')))
      const steps = [
        'EHLO auth.local',
        `MAIL FROM:<${fromAddress}>`,
        `RCPT TO:<${email.to}>`,
        'DATA',
        `${rawMessage(from, email).replace(/^\./gm, '..')}\r\n.`,
        'QUIT',
      ]
      const expected = ['250', '250', '250', '354', '250', '221']
      let step = -1
      let buffer = ''
      socket.on('error', reject)
      socket.on('data', (chunk: string) => {
        buffer += chunk
        let index: number
        while ((index = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, index)
          buffer = buffer.slice(index + 2)
          if (!/^\d{3} /.test(line)) continue
          const want = step < 0 ? '220' : expected[step]!
          if (!line.startsWith(want)) {
            socket.destroy()
            reject(new Error(`SMTP server answered ${line}`))
            return
          }
          step += 1
          if (step >= steps.length) {
            socket.end()
            resolve()
            return
          }
          socket.write(`${steps[step]}\r\n`)
        }
      })
    })
}

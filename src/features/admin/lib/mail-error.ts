/**
 * A delivery's last error in words a reviewer understands, with the technical text kept for a
 * disclosure. The mail transports report errors as their libraries word them (nodemailer's
 * "Invalid greeting. response=421 …", "Can't send mail - all recipients were rejected: 550 …",
 * our Resend client's "Resend answered 403: …", Node's "connect ECONNREFUSED …").
 */
export interface ExplainedMailError {
  /** One sentence for a person. */
  summary: string
  /** The text as the mail service gave it. */
  technical: string
  /** True when trying again later may work (the worker does so by itself). */
  temporary: boolean
}

const UNAVAILABLE = 'The mail service was temporarily unavailable'

/** The SMTP reply code in an error, preferring nodemailer's "response=421" and "code 550" forms. */
function smtpCode(text: string): number | null {
  const match =
    /response=(\d{3})/i.exec(text) ??
    /\b([45]\d{2})[ -](?:\d\.\d\.\d+\s)?\D/.exec(text) ??
    /\b([45]\d{2})\s*$/.exec(text)
  return match ? Number(match[1]) : null
}

/** What the service said after its code: "550 5.1.1 No such user" → "No such user". */
function reasonAfter(code: number, text: string): string {
  const at = text.indexOf(String(code))
  const rest = (at >= 0 ? text.slice(at + 3) : text).replace(/^[\s-]*(\d\.\d\.\d+\s+)?/, '').trim()
  return rest.replace(/[\s.]+$/, '') || text.trim()
}

export function explainMailError(lastError: string, recipient: string | null): ExplainedMailError {
  const technical = lastError.trim()
  const to = recipient ? ` to ${recipient}` : ''
  const resend = /Resend answered (\d{3}):?\s*(.*)$/i.exec(technical)
  if (resend) {
    const status = Number(resend[1])
    if (status === 429 || status >= 500) {
      return { summary: `${UNAVAILABLE}; it will be tried again.`, technical, temporary: true }
    }
    return {
      summary: `The mail service refused the message${to}: ${resend[2] || `status ${status}`}.`,
      technical,
      temporary: false,
    }
  }
  if (/ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENOTFOUND|EAI_AGAIN|timed? ?out|socket/i.test(technical)) {
    return {
      summary: `The mail service could not be reached; it will be tried again.`,
      technical,
      temporary: true,
    }
  }
  const code = smtpCode(technical)
  if (code !== null && code >= 400 && code < 500) {
    return { summary: `${UNAVAILABLE}; it will be tried again.`, technical, temporary: true }
  }
  if (code !== null && code >= 500) {
    return {
      summary: `The mail service refused the message${to}: ${reasonAfter(code, technical)}.`,
      technical,
      temporary: false,
    }
  }
  return { summary: 'The message could not be sent.', technical, temporary: true }
}

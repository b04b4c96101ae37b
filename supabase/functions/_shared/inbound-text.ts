/**
 * What the desk shows of an answer received by e-mail: the person's own words, without the e-mail
 * they quote below (or above) them and without their signature. The original is kept beside it.
 */

/** Lines that start the quoted e-mail a mail program puts under an answer. */
const QUOTE_HEADERS = [
  /^On .+wrote:\s*$/i,
  /^On .+(\d{4}|at .+)[,]?\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{5,}\s*$/,
  /^From:\s.+$/i,
  /^Le .+a écrit\s*:\s*$/i,
  /^Am .+schrieb .+:\s*$/i,
]
/** Lines that start a signature or a mail program's footer. */
const SIGNATURE_STARTS = [/^--\s*$/, /^Sent from my .+$/i, /^Get Outlook for .+$/i]

export function trimForDisplay(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const kept: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const trimmed = line.trim()
    if (SIGNATURE_STARTS.some((pattern) => pattern.test(trimmed))) break
    if (QUOTE_HEADERS.some((pattern) => pattern.test(trimmed))) {
      // "On Mon, 1 Dec 2025 at 10:00, Desk <…>" may wrap before "wrote:".
      if (/^On /i.test(trimmed) && !/wrote:\s*$/i.test(trimmed)) {
        const next = lines[index + 1]?.trim() ?? ''
        if (!/wrote:\s*$/i.test(next)) {
          kept.push(line)
          continue
        }
      }
      break
    }
    if (trimmed.startsWith('>')) continue
    kept.push(line)
  }
  const shown = kept.join('\n').trim()
  // An answer that is only a quote (top-posted nothing) shows whole rather than as nothing.
  return shown === '' ? text.trim() : shown
}

/**
 * The address of a mailbox written as RFC 5322 writes it (section 3.4): `display-name <addr-spec>`
 * or a bare `addr-spec`. The display name is the sender's to choose and may hold a `<…>` of its
 * own, inside a quoted string (`"Evil <a@x>" <real@y>`) or a comment (`Evil (<a@x>) <real@y>`):
 * the address is the angle-addr outside every quoted string and comment, never one within the
 * name. Without an angle-addr the value is the addr-spec, comments removed (its local part may be
 * a quoted string: `"jo doe"@example.org`).
 */
export function bareAddress(value: string): string {
  let withoutNames = ''
  let withoutComments = ''
  let quoted = false
  let comments = 0
  let angle = false
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!
    // A backslash quotes the next character inside a quoted string or a comment (quoted-pair).
    const pair = (quoted || comments > 0) && char === '\\' ? char + (value[++index] ?? '') : null
    if (comments > 0) {
      if (pair === null && char === '(') comments++
      else if (pair === null && char === ')') comments--
      continue
    }
    if (quoted) {
      if (pair === null && char === '"') quoted = false
      withoutComments += pair ?? char
      if (angle) withoutNames += pair ?? char
      continue
    }
    if (char === '(') {
      comments = 1
      continue
    }
    if (char === '"') quoted = true
    if (char === '<') angle = true
    if (char === '>') angle = false
    withoutComments += char
    if (angle || !quoted) withoutNames += char
  }
  const address = /<([^<>]*)>[^<>]*$/.exec(withoutNames)?.[1] ?? withoutComments
  return address.trim().toLowerCase()
}

/**
 * The reply token among the addresses an answer was sent to: `reply+<token>@<inbound domain>`.
 * Answers 'none' when no address is a reply address, 'malformed' when one looks like a reply
 * address of ours but carries no well-formed token.
 */
export function replyToken(
  to: string[],
  inboundDomain: string,
): { token: string } | 'none' | 'malformed' {
  const domain = inboundDomain.toLowerCase()
  let malformed = false
  for (const address of to.map(bareAddress)) {
    const at = address.lastIndexOf('@')
    if (at < 0 || address.slice(at + 1) !== domain) continue
    const local = address.slice(0, at)
    if (!local.startsWith('reply+')) continue
    const token = local.slice('reply+'.length)
    if (/^[0-9a-f]{36}$/.test(token)) return { token }
    malformed = true
  }
  return malformed ? 'malformed' : 'none'
}

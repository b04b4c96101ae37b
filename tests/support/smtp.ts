import net from 'node:net'

type Mail = { from: string; to: string[]; raw: string }

/**
 * One SMTP conversation delivering `mail`. With `strict`, a reply that is not the expected one
 * (220, 250, 354, 250, 221) throws at once, naming the command; otherwise every reply is taken
 * and the answer to the message itself is returned.
 */
async function converse(port: number, mail: Mail, strict: boolean): Promise<string> {
  const socket = net.connect({ port, host: '127.0.0.1' })
  socket.setEncoding('utf8')
  let buffer = ''
  const waiters: ((line: string) => void)[] = []
  socket.on('data', (chunk: string) => {
    buffer += chunk
    let index: number
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index)
      buffer = buffer.slice(index + 2)
      // Multi-line replies ("250-...") end with a line whose 4th character is a space.
      if (/^\d{3} /.test(line)) waiters.shift()?.(line)
    }
  })
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve))
  const expectReply = (step: string, text: string, expected: string) => {
    if (strict && !text.startsWith(expected)) throw new Error(`SMTP ${step} → ${text}`)
    return text
  }
  const command = async (line: string, expected: string) => {
    const answer = reply()
    socket.write(`${line}\r\n`)
    return expectReply(line, await answer, expected)
  }
  try {
    expectReply('greeting', await reply(), '220')
    await command('EHLO mail.example.org', '250')
    await command(`MAIL FROM:<${mail.from}>`, '250')
    for (const to of mail.to) await command(`RCPT TO:<${to}>`, '250')
    await command('DATA', '354')
    const body = mail.raw.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')
    const final = await command(`${body}\r\n.`, '250')
    await command('QUIT', '221')
    return final
  } finally {
    socket.end()
  }
}

/**
 * Sends one message over SMTP the way a person's mail server would, and answers the server's
 * final reply to the message ("250 …" when taken, "550 …" when refused), so a test can see what
 * the sender is told.
 */
export function sendSmtp(port: number, mail: Mail): Promise<string> {
  return converse(port, mail, false)
}

/** Delivers one message the way nodemailer would; throws unless every reply says it was taken. */
export async function deliverSmtp(port: number, mail: Mail): Promise<void> {
  await converse(port, mail, true)
}

/** A plain-text e-mail as a person's mail program writes an answer. */
export function answerMessage(input: {
  from: string
  to: string
  subject: string
  text: string
  messageId?: string
}): string {
  return [
    `Message-ID: ${input.messageId ?? `<${crypto.randomUUID()}@mail.example.org>`}`,
    `From: ${input.from}`,
    `To: ${input.to}`,
    `Subject: ${input.subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    input.text,
  ].join('\n')
}

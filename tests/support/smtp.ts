import net from 'node:net'

/**
 * Sends one message over SMTP the way a person's mail server would, and answers the server's
 * final reply to the message ("250 …" when taken, "550 …" when refused), so a test can see what
 * the sender is told.
 */
export async function sendSmtp(
  port: number,
  mail: { from: string; to: string[]; raw: string },
): Promise<string> {
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
      if (/^\d{3} /.test(line)) waiters.shift()?.(line)
    }
  })
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve))
  const command = async (line: string) => {
    const answer = reply()
    socket.write(`${line}\r\n`)
    return answer
  }
  try {
    await reply()
    await command('EHLO mail.example.org')
    await command(`MAIL FROM:<${mail.from}>`)
    for (const to of mail.to) await command(`RCPT TO:<${to}>`)
    await command('DATA')
    const body = mail.raw.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')
    const final = await command(`${body}\r\n.`)
    await command('QUIT')
    return final
  } finally {
    socket.end()
  }
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

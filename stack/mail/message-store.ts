/** The local inbox's storage: received messages in memory, oldest dropped past a limit. */

/** One received e-mail, as `GET /api/messages` returns it. */
export interface InboxMessage {
  id: string
  /** The From header as text, e.g. `"Idaho AI Alliance" <no-reply@example.org>`. */
  from: string
  /** Recipient addresses from the To header. */
  to: string[]
  cc: string[]
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  /**
   * The message's headers with text values (names lower-cased), as a mail catcher shows a
   * message's headers: e.g. the project's `x-email-kind`, which tests select e-mails by.
   */
  headers: Record<string, string>
  /** ISO 8601; when the inbox received it. */
  date: string
  /** The SMTP envelope, which is what was actually delivered to (Bcc included). */
  envelope: { from: string | null; to: string[] }
}

export class MessageStore {
  private items: InboxMessage[] = []

  constructor(private readonly maxMessages: number) {}

  add(message: InboxMessage): void {
    this.items.push(message)
    if (this.items.length > this.maxMessages) this.items = this.items.slice(-this.maxMessages)
  }

  /** Oldest first, as received. */
  all(): InboxMessage[] {
    return [...this.items]
  }

  /** Newest first; with `to`, only messages addressed (To or envelope) to that address. */
  newestFirst(to?: string): InboxMessage[] {
    const wanted = to?.toLowerCase()
    return [...this.items]
      .reverse()
      .filter(
        (message) =>
          !wanted ||
          [...message.to, ...message.envelope.to].some(
            (address) => address.toLowerCase() === wanted,
          ),
      )
  }

  find(id: string): InboxMessage | undefined {
    return this.items.find((item) => item.id === id)
  }

  /** Whether a message with that id was there to remove. */
  remove(id: string): boolean {
    const before = this.items.length
    this.items = this.items.filter((item) => item.id !== id)
    return this.items.length < before
  }

  clear(): void {
    this.items = []
  }
}

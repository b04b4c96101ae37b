/**
 * Message-IDs already delivered. A sender retrying a message the inbox already took (it crashed
 * before recording "sent") repeats the Message-ID; the inbox accepts the repeat and drops it, as
 * Resend answers a repeated Idempotency-Key with the first send, so the person gets one e-mail.
 */
export class DeliveredMessageIds {
  private readonly delivered = new Set<string>()
  private duplicates = 0

  /** True (and counted) when a message with this Message-ID was already delivered. */
  isRepeat(messageId: string | undefined): boolean {
    if (!messageId || !this.delivered.has(messageId)) return false
    this.duplicates++
    return true
  }

  remember(messageId: string | undefined): void {
    if (messageId) this.delivered.add(messageId)
  }

  /** How many repeats were dropped. */
  dropped(): number {
    return this.duplicates
  }
}

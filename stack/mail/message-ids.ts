/**
 * Idempotency keys already delivered. A sender retrying a message the inbox already took (it
 * crashed before recording "sent") repeats its `Resend-Idempotency-Key` header; the inbox accepts
 * the repeat and drops it, as Resend does with a repeated key on its SMTP service
 * (https://resend.com/docs/dashboard/emails/idempotency-keys), so the person gets one e-mail.
 * A message without the header is always delivered; Message-ID plays no part (Resend keys on the
 * header only).
 */
export class DeliveredIdempotencyKeys {
  private readonly delivered = new Set<string>()
  private duplicates = 0

  /** True (and counted) when a message with this key was already delivered. */
  isRepeat(key: string | undefined): boolean {
    if (!key || !this.delivered.has(key)) return false
    this.duplicates++
    return true
  }

  remember(key: string | undefined): void {
    if (key) this.delivered.add(key)
  }

  /** How many repeats were dropped. */
  dropped(): number {
    return this.duplicates
  }
}

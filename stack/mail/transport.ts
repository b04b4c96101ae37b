/**
 * Whether the local inbox takes mail, and the one-shot "kill the sender after accepting" switch
 * the restart tests use; set through `POST /api/transport` (inbox-api.ts) or the Inbox object.
 */
export interface Transport {
  accepting: boolean
  /** Take the next message, then kill its sender before the SMTP answer reaches it. */
  killSenderAfterAccepting: boolean
  /**
   * Test switch: recipients (lower case) whose RCPT TO the inbox answers 550, as a receiving
   * server answers for a mailbox that does not exist (RFC 5321 section 4.2.2, "550 Requested
   * action not taken: mailbox unavailable"; section 4.2.1: 5yz is a permanent refusal). Set
   * through `POST /api/refused-recipients`.
   */
  refusedRecipients: Set<string>
}

export function newTransport(): Transport {
  return { accepting: true, killSenderAfterAccepting: false, refusedRecipients: new Set() }
}

/**
 * Whether the local inbox takes mail, and the one-shot "kill the sender after accepting" switch
 * the restart tests use; set through `POST /api/transport` (inbox-api.ts) or the Inbox object.
 */
export interface Transport {
  accepting: boolean
  /** Take the next message, then kill its sender before the SMTP answer reaches it. */
  killSenderAfterAccepting: boolean
}

export function newTransport(): Transport {
  return { accepting: true, killSenderAfterAccepting: false }
}

/** What manage-reviewers is given by its entry point: its own module, so the action modules and the handler share it without importing each other. */
export interface ManageReviewersEnv {
  SUPABASE_URL: string
  /** The key a browser holds (publishable, or the legacy anon key): sent with the caller's token. */
  publicKey: string
  /** The secret key (or the legacy service_role key): Auth's admin API sends the invitation. */
  serviceKey: string
  /** The NOTIFY_TO secret (the default notification recipients), for the `routing` action. */
  notifyTo?: string
}

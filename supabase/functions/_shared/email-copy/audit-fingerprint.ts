/** The words of the administrators' daily audit-log fingerprint e-mail, written once. */
export const auditFingerprintCopy = {
  subject: (entry: number) => `Audit log fingerprint: entry ${entry}`,
  heading: "The audit log's fingerprint for today",
  intro: (entry: number) =>
    'Keep this e-mail. The desk compares the audit log with the fingerprint below every time it checks the log: if entry ' +
    `${entry} is ever missing or carries another fingerprint, entries were deleted or rewritten outside the desk, and the desk says so. ` +
    'Administration → Audit log shows the last fingerprint mailed; it should match this one or a later e-mail.',
  openLog: 'Open the audit log',
  labels: {
    newest: 'Newest entry',
    fingerprint: 'Fingerprint (SHA-256)',
    entries: 'Entries in the log',
  },
}

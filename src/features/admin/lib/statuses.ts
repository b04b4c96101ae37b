/** Status sets of spec section 4; the database's CHECK constraints hold the same lists. */
export const applicationStatuses = ['pending', 'interview', 'approved', 'rejected'] as const
export const contactStatuses = ['new', 'pending', 'responded', 'closed'] as const

export type ApplicationStatus = (typeof applicationStatuses)[number]
export type ContactStatus = (typeof contactStatuses)[number]
/** Badge variants of `@/components/ui/badge`: success green, destructive red, info blue, warning yellow. */
export type BadgeTone = 'success' | 'destructive' | 'info' | 'warning' | 'secondary'

/** Spec: approved green, rejected red, interview blue, anything else yellow. */
export function applicationStatusTone(status: string): BadgeTone {
  if (status === 'approved') return 'success'
  if (status === 'rejected') return 'destructive'
  if (status === 'interview') return 'info'
  return 'warning'
}

/** The spec leaves contact colours open: new asks for attention, closed is finished. */
export function contactStatusTone(status: string): BadgeTone {
  if (status === 'new') return 'info'
  if (status === 'responded') return 'success'
  if (status === 'closed') return 'secondary'
  return 'warning'
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value)
}

export function isContactStatus(value: string): value is ContactStatus {
  return (contactStatuses as readonly string[]).includes(value)
}

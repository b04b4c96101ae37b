/**
 * The limits on e-mail to a person (confirmations and status e-mails), described once for the two
 * places that name them: the visitor's confirmation panel, when a limit kept their confirmation
 * e-mail back, and the desk's mail health, which lists what each limit skipped. The database
 * decides (private.person_mail_limits, migration 20251101030100_person_mail_limits.sql, and the
 * trigger that marks a refused e-mail 'skipped' with its limit's key);
 * tests/stack/person-mail-limit-words.test.ts fails when the figures here and there differ.
 *
 * The visitor is not told which limit was met (the form's answer says only 'skipped'), so their
 * sentence names them all; the desk names the one that was.
 */

interface PersonMailLimit {
  /** How the desk names it: "skipped by <desk>". */
  desk: string
  /** Whose e-mails it counts, in the visitor's words. */
  counts: string
  /** The most e-mails it lets through in any hour and in any day; null where it has none. */
  perHour: number | null
  perDay: number | null
}

/** Keyed by notification_deliveries.skipped_limit. */
export const personMailLimits = {
  mailbox: { desk: 'the per-person limit', counts: 'to one address', perHour: 3, perDay: 10 },
  network: { desk: 'the per-network limit', counts: 'from one network', perHour: 20, perDay: 60 },
  // The project's own limits have two figures each (first acknowledgements and bursts: migration
  // 20251101030100_person_mail_limits.sql), so the desk names them without one and
  // shows the database's reason, which gives the figure that applied.
  project_hour: {
    desk: 'the hourly share of the day’s e-mails',
    counts: 'from this website',
    perHour: null,
    perDay: null,
  },
  project_day: {
    desk: 'a day’s ceiling',
    counts: 'from this website',
    perHour: null,
    perDay: null,
  },
} as const satisfies Record<string, PersonMailLimit>

const number = new Intl.NumberFormat('en-US')

/** "3 an hour and 10 a day", "100 an hour", "1,000 a day". */
export function limitFigures({ perHour, perDay }: PersonMailLimit): string {
  return [
    perHour === null ? null : `${number.format(perHour)} an hour`,
    perDay === null ? null : `${number.format(perDay)} a day`,
  ]
    .filter(Boolean)
    .join(' and ')
}

const limitOf = (key: string): PersonMailLimit | undefined =>
  (personMailLimits as Record<string, PersonMailLimit>)[key]

/** "the per-network limit": a limit's name on the desk, beside the database's own reason. */
export function limitName(key: string): string {
  return limitOf(key)?.desk ?? 'another limit'
}

/** "the per-network limit (20 an hour and 60 a day)": what mail health says skipped e-mails. */
export function limitOnDesk(key: string): string {
  const limit = limitOf(key)
  if (!limit) return 'another limit'
  const figures = limitFigures(limit)
  return figures ? `${limit.desk} (${figures})` : limit.desk
}

/**
 * "at most 3 an hour and 10 a day to one address, 20 an hour and 60 a day from one network": the
 * limits a visitor can meet by themselves, for the confirmation panel.
 */
export function personalLimitsInWords(): string {
  const { mailbox, network } = personMailLimits
  return `at most ${limitFigures(mailbox)} ${mailbox.counts}, and ${limitFigures(network)} ${network.counts}`
}

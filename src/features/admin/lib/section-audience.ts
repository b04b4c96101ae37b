import { ROLE_LABELS, type TeamRole } from '../api/team-roles'
import { DESK_SECTIONS, sectionEntry, sectionsFor, type DeskSection } from './desk-sections'

/**
 * Who a desk section is for, in words, derived from the sections each role may use
 * (desk-sections.ts) and the roles' names (ROLE_LABELS): a member turned away from a section is
 * told whose it is and whom to ask, and the sentence follows any change to either.
 */

const ROLES = Object.keys(ROLE_LABELS) as TeamRole[]

/** A history entry's state is anyone's to write: only a real section's id is read from it. */
export function isDeskSection(value: unknown): value is DeskSection {
  return DESK_SECTIONS.some((entry) => entry.id === value)
}

/** The roles that may use a section, in the desk's order of roles. */
export function rolesFor(section: DeskSection): TeamRole[] {
  return ROLES.filter((role) => sectionsFor([role]).some((entry) => entry.id === section))
}

/** "administrators", "news editors". */
function plural(role: TeamRole): string {
  return `${ROLE_LABELS[role].toLowerCase()}s`
}

/** "a", "b and c", "a, b and c". */
function list(words: string[]): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** "an administrator": someone who gives roles, i.e. may use People and roles. */
function whomToAsk(): string {
  const label = ROLE_LABELS[rolesFor('people')[0] ?? 'admin'].toLowerCase()
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`
}

/**
 * What a member reads on their own section after opening one their roles cannot use, e.g.
 * "Reports is for administrators and reviewers, so you were brought to Site. Ask an
 * administrator if you need it."
 */
export function refusedSectionNotice(refused: DeskSection, shown: DeskSection): string {
  return (
    `${sectionEntry(refused).label} is for ${list(rolesFor(refused).map(plural))}, so you were ` +
    `brought to ${sectionEntry(shown).label}. Ask ${whomToAsk()} if you need it.`
  )
}

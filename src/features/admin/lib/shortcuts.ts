/** The keyboard shortcuts of the review dashboard, as the help dialog (`?`) lists them. */
export interface ShortcutHelp {
  keys: string[]
  action: string
}

export const LIST_SHORTCUTS: ShortcutHelp[] = [
  { keys: ['/'], action: 'Search' },
  { keys: ['?'], action: 'Show keyboard shortcuts' },
]

export function detailShortcuts(statusLabels: readonly string[]): ShortcutHelp[] {
  return [
    { keys: ['j', '→'], action: 'Next record' },
    { keys: ['k', '←'], action: 'Previous record' },
    { keys: ['Esc'], action: 'Close the record' },
    ...statusLabels.map((label, index) => ({
      keys: [String(index + 1)],
      action: `Set status to ${label}`,
    })),
    { keys: ['u'], action: 'Mark unread' },
    { keys: ['n'], action: 'Write a note' },
    { keys: ['?'], action: 'Show keyboard shortcuts' },
  ]
}

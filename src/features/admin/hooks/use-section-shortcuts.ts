import { useState } from 'react'
import { useShortcuts } from './use-shortcuts'

/**
 * The list's own shortcuts: "/" to the search box, "?" for the shortcuts dialog. Paused while
 * something else has the keyboard (`paused`: a record, the export or a confirmation is open).
 */
export function useSectionShortcuts(searchId: string, paused: boolean) {
  const [helpOpen, setHelpOpen] = useState(false)
  useShortcuts(
    {
      '/': () => document.getElementById(searchId)?.focus(),
      '?': () => setHelpOpen(true),
    },
    !paused && !helpOpen,
  )
  return { helpOpen, setHelpOpen }
}

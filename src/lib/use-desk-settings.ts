import { useEffect, useState } from 'react'
import { readDeskSettings, type DeskSettings } from './desk-settings'

/**
 * The desk's settings for a screen that shows them: null until read (and if they cannot be read,
 * so nothing is shown rather than a guess); `setSettings` takes what a change returned.
 */
export function useDeskSettings(): {
  settings: DeskSettings | null
  setSettings: (settings: DeskSettings) => void
} {
  const [settings, setSettings] = useState<DeskSettings | null>(null)
  useEffect(() => {
    let cancelled = false
    readDeskSettings().then(
      (next) => {
        if (!cancelled) setSettings(next)
      },
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [])
  return { settings, setSettings }
}

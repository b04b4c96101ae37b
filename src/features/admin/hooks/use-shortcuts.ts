import { useEffect, useRef } from 'react'

/** Key → action. Keys are KeyboardEvent.key values: 'j', 'ArrowRight', '?', '1'. */
export type ShortcutMap = Record<string, () => void>

/** True when a key press belongs to what the reviewer is typing or operating, not to a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type)
  }
  return false
}

/**
 * Single-key shortcuts while `enabled`. They never fire while typing in a field, nor with
 * Ctrl, Alt or Meta held (those belong to the browser and assistive technology).
 */
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const ref = useRef(shortcuts)
  useEffect(() => {
    ref.current = shortcuts
  })
  useEffect(() => {
    if (!enabled) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return
      if (isTypingTarget(event.target)) return
      const action = ref.current[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}

import { useSyncExternalStore } from 'react'

/**
 * A tiny module-level toast store (shadcn's use-toast idea, without Radix). `toast()` can be called
 * from anywhere — an event handler, an api callback, or just before a redirect — and the toast
 * survives navigation because the store lives outside React.
 *
 * This file deliberately imports nothing heavy: content pages include it through the layout, while
 * the Radix-based <Toaster /> is loaded lazily by the layout only once a toast has been queued.
 */
export type ToastVariant = 'default' | 'destructive' | 'success'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before the toast closes itself; Radix's default is 5000. */
  duration?: number
}

export type ToastItem = ToastInput & { id: string; open: boolean }

const LIMIT = 3
/** Time to keep a closed toast around so its exit animation can run. */
const REMOVE_DELAY = 1000

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()

/** Becomes true with the first toast and stays true: the Toaster, once loaded, stays mounted. */
let everQueued = false

function emit(next: ToastItem[]) {
  toasts = next
  if (next.length > 0) everQueued = true
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot() {
  return toasts
}

const EMPTY: ToastItem[] = []
function getServerSnapshot() {
  return EMPTY
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `toast-${counter}`
  emit([{ ...input, id, open: true }, ...toasts].slice(0, LIMIT))
  return { id, dismiss: () => dismiss(id) }
}

/** Close one toast (or all when no id is given); it is removed after its exit animation. */
export function dismiss(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => {
    emit(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)))
  }, REMOVE_DELAY)
}

/** Current toasts (empty during server rendering). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/**
 * Whether a toast has ever been queued. False on the server and during hydration (React uses the
 * server snapshot then), so the prerendered HTML and the first client render agree.
 */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everQueued,
    () => false,
  )
}

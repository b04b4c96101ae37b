import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '@/lib/utils'

interface ModalProps {
  labelledBy: string
  describedBy?: string
  /** Escape, or the caller's own close button. */
  onClose: () => void
  /** Where focus goes on open; the dialog itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
  children: ReactNode
}

/**
 * A modal native <dialog>: the browser keeps focus inside it and makes the page behind it inert;
 * Escape closes it. Focus moves into it on open. Where focus goes after closing is the caller's
 * decision (the dashboard returns it to the row that was open).
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    ;(initialFocus?.current ?? dialog).focus()
    return () => {
      // Closing here fires no handler (only Escape does), so this is safe on every unmount,
      // including React's development double-run.
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
    }
    // Focus moves in once, on open; later renders leave it where the reviewer put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={cn(
        'border-border text-ink m-auto max-h-[90vh] overflow-y-auto rounded-lg border bg-white p-0 shadow-xl backdrop:bg-slate-900/50 focus:outline-none',
        className,
      )}
    >
      {children}
    </dialog>
  )
}

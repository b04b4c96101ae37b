import { useEffect, useState } from 'react'

function topModalDialog(): HTMLDialogElement | null {
  const open = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).filter(
    (dialog) => {
      try {
        return dialog.matches(':modal')
      } catch {
        // A browser without :modal: an open dialog is treated as modal.
        return true
      }
    },
  )
  return open.at(-1) ?? null
}

/**
 * The modal <dialog> on top, or null. A modal dialog sits in the browser's top layer and makes the
 * rest of the page inert, so no z-index lifts a toast above its backdrop; the toaster renders its
 * viewport inside this dialog instead, where it is seen, announced and can be closed.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    const update = () => setDialog(topModalDialog())
    update()
    const observer = new MutationObserver(update)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    })
    return () => observer.disconnect()
  }, [])
  return dialog
}

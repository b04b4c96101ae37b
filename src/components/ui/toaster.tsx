import { createPortal } from 'react-dom'
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast'
import { useTopModalDialog } from '@/components/ui/use-top-modal-dialog'
import { dismiss, useToasts } from '@/components/ui/use-toast'

/**
 * Renders the toasts queued with `toast()`. The layout loads this module lazily (React.lazy) the
 * first time a toast is queued, so content pages never download Radix Toast; forms, auth and admin
 * need not mount anything themselves. While a modal dialog is open (the desk's record, export and
 * confirmation dialogs), the viewport moves into it: above its backdrop, not inert.
 */
export function Toaster() {
  const toasts = useToasts()
  const dialog = useTopModalDialog()
  return (
    <ToastProvider swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {dialog ? createPortal(<ToastViewport />, dialog) : <ToastViewport />}
    </ToastProvider>
  )
}

export default Toaster

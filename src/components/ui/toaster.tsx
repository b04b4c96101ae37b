import { createPortal } from 'react-dom'
import type { Language } from '@schemas/languages'
import { useCurrentLanguage } from '@/components/language/current-language'
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
/** What a screen reader calls the notifications, in the page's language (Radix's are English). */
const toastWords: Record<Language, { item: string; region: string; close: string }> = {
  en: { item: 'Notification', region: 'Notifications ({hotkey})', close: 'Close notification' },
  es: { item: 'Aviso', region: 'Avisos ({hotkey})', close: 'Cerrar aviso' },
}

export function Toaster() {
  const toasts = useToasts()
  const dialog = useTopModalDialog()
  const words = toastWords[useCurrentLanguage()]
  const viewport = <ToastViewport label={words.region} />
  return (
    <ToastProvider swipeDirection="right" label={words.item}>
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
          <ToastClose aria-label={words.close} />
        </Toast>
      ))}
      {dialog ? createPortal(viewport, dialog) : viewport}
    </ToastProvider>
  )
}

export default Toaster

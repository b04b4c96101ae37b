/**
 * The one-minute warning before the desk signs an idle reviewer out. Not a modal: any key or
 * click anywhere dismisses it (useIdleSignOut), so it must not trap focus or make the page inert.
 * role="alertdialog" with aria-live so screen readers announce it when it appears.
 */
export function IdleWarning() {
  return (
    <div
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-message"
      aria-live="assertive"
      className="border-border bg-background fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-2 rounded-lg border p-4 shadow-lg"
    >
      <h2 id="idle-warning-title" className="font-bold">
        Are you still there?
      </h2>
      <p id="idle-warning-message">
        For your security you will be signed out in 1 minute because the desk has not been used for
        29 minutes. Press any key or click anywhere to stay signed in.
      </p>
    </div>
  )
}

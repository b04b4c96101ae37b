/** The note above an intake form explaining the asterisk that marks required fields. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-slate-700">
      Fields marked{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  )
}

/** The person's name as the button that opens the full record. */
export function NameCell({
  firstName,
  lastName,
  onOpen,
}: {
  firstName: string
  lastName: string
  onOpen: () => void
}) {
  return (
    <button
      type="button"
      data-open-record
      onClick={onOpen}
      className="text-primary text-left font-semibold underline-offset-2 hover:underline"
    >
      {firstName} {lastName}
      <span className="sr-only"> (view details)</span>
    </button>
  )
}

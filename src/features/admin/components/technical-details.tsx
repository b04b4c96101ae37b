/** The mail service's own text, closed by default: the sentence above it is for people. */
export function TechnicalDetails({ text }: { text: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">Technical details</summary>
      <pre className="bg-muted mt-1 rounded p-2 text-xs break-words whitespace-pre-wrap">
        {text}
      </pre>
    </details>
  )
}

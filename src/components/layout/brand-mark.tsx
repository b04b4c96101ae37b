/** The site's mark: an inline SVG with fixed size (no network request, no layout shift). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M7 23 13.5 11l4 7 2.5-4L25 23Z" fill="#ffffff" />
      <circle cx="22.5" cy="9.5" r="2.5" fill="#fbbf24" />
    </svg>
  )
}

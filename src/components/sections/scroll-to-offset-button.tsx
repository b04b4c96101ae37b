import { Button, type ButtonProps } from '@/components/ui/button'

export type ScrollToOffsetButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  label: string
  /** Distance from the top of the page, in CSS pixels. */
  top: number
}

/**
 * A button that scrolls the window to a fixed offset: smoothly, or instantly for people who ask
 * for reduced motion.
 */
export function ScrollToOffsetButton({ label, top, ...props }: ScrollToOffsetButtonProps) {
  function handleClick() {
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top, behavior: reduceMotion ? 'instant' : 'smooth' })
  }
  return (
    <Button size="lg" {...props} onClick={handleClick}>
      {label}
    </Button>
  )
}

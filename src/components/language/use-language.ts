import { useLocation } from 'react-router-dom'
import { languageOfPath, type Language } from '@schemas/languages'

/**
 * The language of the page on screen, read from its address (`/es/…` is Spanish): no cookie and
 * no stored choice, so a shared or bookmarked link opens in the language it was sent in.
 */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

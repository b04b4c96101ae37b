import { createContext, useContext, type ReactNode } from 'react'
import type { Language } from '@schemas/languages'

/**
 * The language of the page on screen, for the header, menus and footer: a context that changes
 * only when the language does, so the memoized chrome re-renders on a change of language and not
 * on every page or query change (`useLanguage` follows the router's location instead).
 */
const CurrentLanguage = createContext<Language>('en')

export function CurrentLanguageProvider({
  language,
  children,
}: {
  language: Language
  children: ReactNode
}) {
  return <CurrentLanguage.Provider value={language}>{children}</CurrentLanguage.Provider>
}

export function useCurrentLanguage(): Language {
  return useContext(CurrentLanguage)
}

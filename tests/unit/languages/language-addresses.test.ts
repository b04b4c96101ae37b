import { describe, expect, it } from 'vitest'
import { languageOfPath, localizedPath, routeOfLocalizedPath } from '@schemas/languages'

describe('a page address carries its language', () => {
  it('reads Spanish from the /es prefix only', () => {
    expect(languageOfPath('/es')).toBe('es')
    expect(languageOfPath('/es/contact')).toBe('es')
    expect(languageOfPath('/events')).toBe('en')
    // A made page whose address merely starts with the letters is English.
    expect(languageOfPath('/escuela')).toBe('en')
  })

  it('goes from a page to its address in each language and back', () => {
    for (const route of ['/', '/contact', '/ai-coach-application']) {
      expect(routeOfLocalizedPath(localizedPath(route, 'es'))).toBe(route)
      expect(localizedPath(route, 'en')).toBe(route)
    }
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/contact', 'es')).toBe('/es/contact')
  })
})

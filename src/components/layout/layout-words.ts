import type { Language } from '@schemas/languages'
import { siteSearch } from '@/content/site-search'

/**
 * The words around every page (the skip link, the header, the footer), in each language. The
 * menus' link names are beside their links (src/content/navigation.ts); a page's own words are
 * page copy. The landmarks' names stay as they are in English so that the tests and assistive
 * technology find the same landmarks, and are given in Spanish on Spanish pages.
 */
export const layoutWords = {
  en: {
    skipLink: 'Skip to main content',
    homePage: ', home page',
    mainNavigation: 'Main',
    footerNavigation: 'Footer',
    legalNavigation: 'Legal',
    contactHeading: 'Contact',
    email: 'E-mail: ',
    phone: 'Phone: ',
    menu: 'Menu',
    search: siteSearch.label,
    searchButton: siteSearch.button,
  },
  es: {
    skipLink: 'Saltar al contenido principal',
    homePage: ', página de inicio',
    mainNavigation: 'Principal',
    footerNavigation: 'Pie de página',
    legalNavigation: 'Avisos legales',
    contactHeading: 'Contacto',
    email: 'Correo electrónico: ',
    phone: 'Teléfono: ',
    menu: 'Menú',
    search: 'Buscar en el sitio',
    searchButton: 'Buscar',
  },
} as const satisfies Record<Language, Record<string, string>>

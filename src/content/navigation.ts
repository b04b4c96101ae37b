import type { Language } from '@schemas/languages'
import type { NavGroup, NavItem } from '@/content/schema'
import { paths } from '@/config/paths'
import { sponsorCall } from '@/content/event-schedule'
import { madePageLinks } from '@/content/made-pages'
import { contentBuiltAt, publishedContent } from '@/content/published'

/**
 * A header entry: a plain link, or a disclosure menu (About, Programs) with its own id. Each has
 * its name on the Spanish pages beside its English one (`es`).
 */
export type MainNavEntry =
  | { kind: 'link'; label: string; es: string; href: string }
  | { kind: 'menu'; id: 'about' | 'programs'; label: string; es: string; items: NavItem[] }

/** A link's or group's name in a language: its Spanish where it has one (made pages have none). */
export function nameIn(item: { label: string; es?: string }, language: Language): string {
  return language === 'es' ? (item.es ?? item.label) : item.label
}

/** The programs, in the header's Programs menu and the footer's Programs list alike. */
const programLinks = [
  { label: 'Training Pathways', es: 'Rutas de capacitación', href: paths.trainingPrograms },
  {
    label: 'Contests & Innovation Challenges',
    es: 'Concursos y desafíos de innovación',
    href: paths.joinCompetition,
  },
  { label: 'Statewide Events', es: 'Eventos en todo el estado', href: paths.events },
  {
    label: 'Technology Platform',
    es: 'Plataforma tecnológica',
    href: paths.technologyPlatform,
  },
] satisfies NavItem[]

export const mainNav = [
  { kind: 'link', label: 'Home', es: 'Inicio', href: paths.home },
  {
    kind: 'menu',
    id: 'about',
    label: 'About',
    es: 'Acerca de',
    items: [
      { label: 'About the Alliance', es: 'Acerca de la Alianza', href: paths.about },
      { label: 'National Expansion', es: 'Expansión nacional', href: paths.expansion },
      { label: 'See the Model', es: 'Conozca el modelo', href: paths.seeTheModel },
      { label: 'Timeline & Deadlines', es: 'Calendario y fechas límite', href: paths.timeline },
      // Pages the team made in the desk and placed in this menu (src/content/made-pages.ts).
      ...madePageLinks(publishedContent.pages, 'about'),
    ],
  },
  {
    kind: 'menu',
    id: 'programs',
    label: 'Programs',
    es: 'Programas',
    items: [...programLinks, ...madePageLinks(publishedContent.pages, 'programs')],
  },
  { kind: 'link', label: 'AI Coaches', es: 'AI Coaches', href: paths.aiCoaches },
  { kind: 'link', label: 'Partners', es: 'Socios', href: paths.partners },
  { kind: 'link', label: 'News', es: 'Noticias', href: paths.news },
] satisfies MainNavEntry[]

/** The two header buttons, shown after the menu entries. */
export const headerActions = {
  adminLogin: { label: 'Admin Login', es: 'Acceso del equipo', href: paths.auth },
  contact: { label: 'Contact Us', es: 'Contáctenos', href: paths.contact },
} satisfies Record<string, NavItem>

export const footerGroups = [
  {
    label: 'Programs',
    es: 'Programas',
    items: [
      { label: 'All Programs', es: 'Todos los programas', href: paths.programs },
      ...programLinks,
      { label: 'AI Coach Training', es: 'Formación de AI Coaches', href: paths.aiCoaches },
    ],
  },
  {
    label: 'Get Involved',
    es: 'Participe',
    items: [
      { label: 'Join the Alliance', es: 'Únase a la Alianza', href: paths.joinAlliance },
      { label: 'Become an AI Coach', es: 'Hágase AI Coach', href: paths.becomeAiCoach },
      {
        label: 'Apply to Be an AI Coach',
        es: 'Solicite ser AI Coach',
        href: paths.aiCoachApplication,
      },
      { label: 'Partner With Us', es: 'Asóciese con nosotros', href: paths.partners },
      // Follows the next Idaho AI Week, or gives way to the partner call (event-schedule.ts).
      sponsorCall(publishedContent.events, contentBuiltAt),
      { label: 'Timeline & Deadlines', es: 'Calendario y fechas límite', href: paths.timeline },
      { label: 'News', es: 'Noticias', href: paths.news },
      ...madePageLinks(publishedContent.pages, 'get-involved'),
    ],
  },
] satisfies NavGroup[]

export const legalLinks = [
  { label: 'Privacy Policy', es: 'Política de privacidad', href: paths.privacyPolicy },
  { label: 'Terms of Service', es: 'Términos del servicio', href: paths.termsOfService },
] satisfies NavItem[]

import { ChartColumn, Megaphone, MessageSquare, Users } from 'lucide-react'

/**
 * /partners' design: the icons of "Why partner with us", one per card in order. The page's words
 * and structure are its blocks (`page-seeds/partners.ts`).
 */
export const partnersIcons = {
  benefits: [Users, Megaphone, ChartColumn, MessageSquare],
}

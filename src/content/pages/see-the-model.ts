import { CalendarDays, GraduationCap, Layers, LayoutDashboard } from 'lucide-react'

/**
 * /see-the-model's design: the icons of "What makes it work", one per card in order. The page's
 * words and structure are its blocks (`page-seeds/see-the-model.ts`).
 */
export const seeTheModelIcons = {
  ingredients: [GraduationCap, Layers, CalendarDays, LayoutDashboard],
}

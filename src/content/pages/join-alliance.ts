import { CalendarDays, GraduationCap, Handshake, Presentation, Trophy } from 'lucide-react'

/**
 * /join-alliance's design: the icons of "Ways to take part", one per card in order. The page's
 * words and structure are its blocks (`page-seeds/join-alliance.ts`).
 */
export const joinAllianceIcons = {
  waysToTakePart: [GraduationCap, Trophy, CalendarDays, Handshake, Presentation],
}

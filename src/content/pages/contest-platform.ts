import { ClipboardList, Scale, Users } from 'lucide-react'

/**
 * /contest-platform's design: the icons of "Built for every role", one per card in order. The
 * page's words and structure are its blocks (`page-seeds/contest-platform.ts`).
 */
export const contestPlatformIcons = {
  roles: [ClipboardList, Scale, Users],
}

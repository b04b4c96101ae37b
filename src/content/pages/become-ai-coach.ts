import { HeartHandshake, Presentation, Users } from 'lucide-react'

/**
 * /become-ai-coach's design: the icons of "What an AI Coach does", one per card in order. The
 * page's words and structure are its blocks (`page-seeds/become-ai-coach.ts`).
 */
export const becomeAiCoachIcons = {
  role: [Presentation, HeartHandshake, Users],
}

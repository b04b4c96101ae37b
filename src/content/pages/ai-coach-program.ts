import { Award, MapPin, Sprout, Users } from 'lucide-react'

/**
 * /ai-coach-program's design: the icons of "The AI coach workforce model", one per card in order.
 * The page's words and structure are its blocks (`page-seeds/ai-coach-program.ts`).
 */
export const aiCoachProgramIcons = {
  model: [Users, Award, MapPin, Sprout],
}

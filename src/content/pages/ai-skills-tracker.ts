import { Building2, ChartColumn, UserCheck } from 'lucide-react'

/**
 * /ai-skills-tracker's design: the icons of "Who uses it", one per card in order. The page's
 * words and structure are its blocks (`page-seeds/ai-skills-tracker.ts`).
 */
export const aiSkillsTrackerIcons = {
  'who-uses-it': [UserCheck, Building2, ChartColumn],
}

import {
  Briefcase,
  Building2,
  CalendarDays,
  Clock,
  GraduationCap,
  Rocket,
  School,
} from 'lucide-react'
import { paths } from '@/config/paths'

/**
 * /ai-coaches' design: the cards' icons, one per card in order. The page's words and structure
 * are its blocks (`page-seeds/ai-coaches.ts`).
 */
export const aiCoachesIcons = {
  audiences: [School, GraduationCap, Building2, Briefcase],
  formats: [Clock, CalendarDays, Rocket],
}

/** The pathways shown under "Three programs to choose from", read from the pathway records. */
export const aiCoachesPathwayHrefs: readonly string[] = [
  paths.talkToAi,
  paths.createWithAi,
  paths.buildWithAi,
]

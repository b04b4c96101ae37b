import type { Goal } from '@/content/schema'

/**
 * Goals for 2026 (spec §9). Progress is fixed at 0 % until the initiative reports measured
 * figures; change `progress` here and every page that shows the goals follows.
 */
export const goals2026 = [
  { label: 'Teachers and professionals trained', target: '500+', progress: 0 },
  { label: 'Students engaged in contests', target: '1,000+', progress: 0 },
  { label: 'Businesses upskilled', target: '150+', progress: 0 },
  { label: 'Certified trainers deployed', target: '50+', progress: 0 },
  { label: 'Funding leveraged', target: '$750,000+', progress: 0 },
  { label: 'Communities engaged', target: 'Every region', progress: 0 },
] satisfies Goal[]

/**
 * Pilot goals for 2025-26, as stated in other program copy. They differ from the 2026 goals
 * (15 certified AI coaches here, 50+ certified trainers above); the specification states both
 * figure sets, so both are shown, each with its own label.
 */
export const pilotGoals = [
  { label: 'Teachers trained', target: '500+', progress: 0 },
  { label: 'Businesses upskilled', target: '150+', progress: 0 },
  { label: 'AI coaches certified', target: '15', progress: 0 },
  { label: 'Startups launched', target: '10', progress: 0 },
  { label: 'Funding leveraged', target: '$750K+', progress: 0 },
] satisfies Goal[]

/**
 * The stages public.submission_status() answers, in their order: the page's `stages` block has
 * one step per stage in this order.
 */
export const SUBMISSION_STAGES = [
  'received',
  'under_review',
  'interview',
  'decision',
  'answered',
] as const

export type SubmissionStage = (typeof SUBMISSION_STAGES)[number]

import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /ai-coach-application's structure and words, written once: the database's first version of the
 * page and what the page shows while nothing is published. The form's own labels and messages stay
 * with the form (the edge function checks with the same schema), its check step's words with the
 * form component.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'AI Coach application',
    title: 'Apply to Become an AI Coach',
    lead: 'Join the people teaching Idaho to use AI. Certification is currently grant-funded and free for accepted applicants, and no prior AI experience is required.',
  },
  {
    kind: 'list',
    id: 'who-should-apply',
    title: 'Who should apply',
    items: [
      'Teachers, professors, trainers and instructional coaches',
      'Business owners, managers, HR and IT professionals who train others',
      'Librarians, workforce and community leaders',
      'Career changers and retirees who enjoy helping people learn',
      'Anyone in Idaho who can give 15-20 hours per week for 6-8 weeks of certification training',
    ],
    note: 'No prior AI experience is required. A background check and reference verification are part of selection.',
  },
  {
    kind: 'steps',
    id: 'what-happens-next',
    title: 'What happens after you apply',
    items: [
      {
        title: 'Apply',
        description: 'Complete the form below. Every field marked as required must be filled in.',
      },
      {
        title: '30-minute video interview',
        description: 'If your application fits, we invite you to a 30-minute video interview.',
      },
      {
        title: 'Reference and background check',
        description: 'We verify your references and complete a background check.',
      },
      { title: 'Decision', description: 'You hear our decision within 5-7 business days.' },
    ],
    action: { label: 'Read the full program details first', href: paths.aiCoachProgram },
  },
  {
    kind: 'prose',
    id: 'application-form',
    title: 'Your application',
    paragraphs: [
      'Tell us about yourself, your availability and why you want to become an AI Coach. The two longer answers need at least 50 characters each.',
    ],
  },
] satisfies PageBlock[]

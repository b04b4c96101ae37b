import type { Link, Step } from '@/content/schema'
import { paths } from '@/config/paths'

/** /ai-coach-application: the copy around the AI Coach application form. */
export const aiCoachApplicationPage = {
  hero: {
    eyebrow: 'AI Coach application',
    title: 'Apply to Become an AI Coach',
    lead: 'Join the people teaching Idaho to use AI. Certification is currently grant-funded and free for accepted applicants, and no prior AI experience is required.',
  },
  whoShouldApply: {
    id: 'who-should-apply',
    title: 'Who should apply',
    points: [
      'Teachers, professors, trainers and instructional coaches',
      'Business owners, managers, HR and IT professionals who train others',
      'Librarians, workforce and community leaders',
      'Career changers and retirees who enjoy helping people learn',
      'Anyone in Idaho who can give 15-20 hours per week for 6-8 weeks of certification training',
    ],
    note: 'No prior AI experience is required. A background check and reference verification are part of selection.',
  },
  process: {
    id: 'what-happens-next',
    title: 'What happens after you apply',
    steps: [
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
      {
        title: 'Decision',
        description: 'You hear our decision within 5-7 business days.',
      },
    ] satisfies Step[],
    link: {
      label: 'Read the full program details first',
      href: paths.aiCoachProgram,
    } satisfies Link,
  },
  form: {
    id: 'application-form',
    title: 'Your application',
    intro:
      'Tell us about yourself, your availability and why you want to become an AI Coach. The two longer answers need at least 50 characters each.',
    /** The step before sending, to catch a mistake: every answer, each with a way back to it. */
    checkAnswers: {
      continueLabel: 'Continue',
      heading: 'Check your answers before sending your application',
      intro:
        'Nothing has been sent yet. Read your answers through; use Change to correct one, then send your application with the button below.',
      change: 'Change',
      yes: 'Yes',
      no: 'No',
    },
  },
}

import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /become-ai-coach's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The cards' icons are design
 * (`becomeAiCoachIcons` in `pages/become-ai-coach.ts`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Become an AI Coach',
    title: 'Become an Idaho AI Coach',
    lead: 'Help your neighbors, students and co-workers learn to use AI with confidence. This guide explains what AI Coaches do, who we are looking for and how to apply.',
    actions: [
      { label: 'Start Your Application', href: paths.aiCoachApplication },
      { label: 'Program details and pay', href: paths.aiCoachProgram },
    ],
  },
  {
    kind: 'cards',
    id: 'what-coaches-do',
    title: 'What an AI Coach does',
    intro:
      'AI Coaches are certified trainers who teach practical AI skills on site, in their own part of Idaho.',
    cards: [
      {
        title: 'Teach hands-on workshops',
        text: 'Lead the Talk to AI, Create with AI and Build with AI programs for schools, universities, chambers and businesses.',
      },
      {
        title: 'Support people as they learn',
        text: 'Answer questions, help beginners past their first hurdles and show people how AI fits their own work.',
      },
      {
        title: 'Strengthen your community',
        text: 'Help local employers upskill their teams and help students get ready for jobs where AI is part of the work.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'why-become-a-coach',
    title: 'Why become an AI Coach',
    items: [
      'Free certification: training is currently grant-funded and free for accepted applicants.',
      'Paid work: part-time, full-time and contract models, from $2,000-$4,000 per month part-time.',
      'Flexible hours: many coaches start part-time alongside a teaching or business career.',
      'A network: monthly webinars and a statewide community of coaches.',
      'Meaningful work: by 2030 nearly 40% of job skills will be influenced by AI, and Idaho’s workers need trainers close to home.',
    ],
  },
  {
    kind: 'list',
    id: 'who-we-are-looking-for',
    title: 'Who we are looking for',
    intro:
      'Teachers, trainers, librarians, business owners, HR and IT staff, retirees and career changers: people who like helping others learn. No prior AI experience is required.',
    items: [
      'Experience teaching, training, coaching or presenting in any setting',
      'Comfort with technology and a willingness to learn new tools',
      'Time for certification training: 15-20 hours per week for 6-8 weeks',
      'Willingness to complete a background check and reference verification',
    ],
  },
  {
    kind: 'steps',
    id: 'how-to-become-a-coach',
    title: 'How to become an AI Coach',
    intro: 'Admissions are rolling. Review takes 1-2 weeks.',
    items: [
      {
        title: 'Apply online',
        description:
          'Tell us about your background, availability and why you want to become an AI Coach.',
      },
      { title: 'Interview', description: 'Meet our team in a 30-minute video interview.' },
      {
        title: 'Background and references',
        description: 'We complete a background check and verify your references.',
      },
      {
        title: 'Train and certify',
        description:
          '6-8 weeks of certification training, 3 practice workshops with feedback and a practicum workshop of 8-16 hours.',
      },
      {
        title: 'Start coaching',
        description:
          'Work with 1-2 partner organizations in months 1-3, then build your own practice from month 4.',
      },
    ],
    action: { label: 'Start Your Application', href: paths.aiCoachApplication },
  },
  {
    kind: 'cta',
    id: 'closing',
    title: 'Your community needs an AI Coach. It could be you.',
    text: 'Applying takes one form. If you have questions first, read the full program details or write to us.',
    actions: [
      { label: 'Start Your Application', href: paths.aiCoachApplication },
      { label: 'Read the full program details', href: paths.aiCoachProgram },
      { label: 'Ask us about becoming a coach', href: contactLinks.subject('become-coach') },
    ],
  },
] satisfies PageBlock[]

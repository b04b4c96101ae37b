import { paths } from '@/config/paths'
import { coachJourney } from '@/content/coach-journey'
import { workModels } from '@/content/compensation'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /ai-coach-program's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The pay table's rows are the work models
 * (`compensation.ts`) and the journey's steps the coach journey (`coach-journey.ts`), records other
 * pages read too; the cards' icons are design (`aiCoachProgramIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'AI Coach Program',
    title: 'The AI Coach Program',
    lead: 'Idaho needs people who can teach AI in every school, campus, chamber and workplace. The AI Coach Program recruits them from Idaho communities, certifies them and puts them to work with partner organizations near home.',
    actions: [
      { label: 'Start Your Application', href: paths.aiCoachApplication },
      { label: 'Back to Overview', href: paths.becomeAiCoach },
    ],
  },
  {
    kind: 'cards',
    id: 'workforce-model',
    title: 'The AI coach workforce model',
    intro:
      'Fewer than 20% of teachers and professionals have been formally trained in AI. Rather than flying in outside experts, we build a local workforce of coaches who stay and serve their own regions.',
    cards: [
      {
        title: 'Recruit locally',
        text: 'We look for teachers, trainers, business people and career changers who already know their communities.',
      },
      {
        title: 'Certify',
        text: 'Accepted applicants complete a grant-funded certification that is free to them, with practice workshops and a practicum.',
      },
      {
        title: 'Deploy',
        text: 'New coaches start with 1-2 partner organizations: schools, universities, chambers and businesses.',
      },
      {
        title: 'Sustain',
        text: 'Coaching is paid through grants, chamber partnerships, school district budgets, corporate sponsors and fee-for-service, so the work lasts beyond a pilot.',
      },
    ],
  },
  {
    kind: 'prose',
    id: 'program-structure',
    title: 'Program structure',
    paragraphs: [
      'Certification training lasts 6-8 weeks at 15-20 hours per week. It is currently grant-funded and free for accepted applicants.',
    ],
  },
  {
    kind: 'steps',
    id: 'training-blocks',
    title: 'Four two-week training blocks',
    items: [
      {
        title: 'Block 1: AI fundamentals',
        description:
          'How today’s AI tools work, what they do well and badly, privacy and safety, and how to explain them in plain language.',
      },
      {
        title: 'Block 2: Applied AI skills',
        description:
          'Hands-on use of AI for writing, research, analysis, planning and building simple tools, with the Talk to AI and Create with AI programs.',
      },
      {
        title: 'Block 3: Teaching and facilitation',
        description:
          'Running workshops for adults and students: pacing, live demos, mixed skill levels and helping nervous beginners.',
      },
      {
        title: 'Block 4: Business and community engagement',
        description:
          'Working with schools, chambers and employers: discovery calls, tailoring training and reporting results.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'practice',
    title: 'Practice, practicum and deployment',
    items: [
      '3 practice workshops during training, each with feedback from experienced coaches',
      'A practicum workshop of 8-16 hours that you lead with a real group to complete certification',
      'Deployment months 1-3: you coach with 1-2 partner organizations, with support from our team',
      'Ongoing practice from month 4: you take on your own engagements',
      'Monthly webinars to keep your skills current and learn from other coaches',
    ],
  },
  {
    kind: 'table',
    id: 'compensation',
    title: 'Compensation and work models',
    intro:
      'Certified coaches are paid for their work. Choose the model that fits your life; many coaches start part-time.',
    caption: 'AI Coach work models, hours and pay',
    columns: ['Work model', 'Hours', 'Pay', 'Notes'],
    rows: workModels.map((m) => [m.model, m.hours, m.pay, m.notes]),
    note: 'Pay depends on the engagements available in your region and on your experience.',
  },
  {
    kind: 'list',
    id: 'who-thrives',
    title: 'Who thrives as an AI Coach',
    intro:
      'No prior AI experience is required. What matters most is that you like helping people learn.',
    items: [
      'You enjoy explaining things and are patient with beginners',
      'You are curious and keep learning new tools on your own',
      'You have taught, trained, coached, mentored or led a team, in any setting',
      'You are connected to your community: a school, a chamber, an industry or a town',
      'You are comfortable speaking to a room of adults or students',
      'You care about using AI honestly, safely and fairly',
    ],
  },
  {
    kind: 'list',
    id: 'timeline-and-expectations',
    title: 'Timeline and expectations',
    intro:
      'Admissions are rolling: apply whenever you are ready. Review takes 1-2 weeks. Here is the whole journey, from application to ongoing practice.',
    items: [
      'No prior AI experience is required.',
      'A background check and reference verification are part of selection.',
      'During training, plan on 15-20 hours per week for 6-8 weeks.',
    ],
  },
  { kind: 'steps', id: 'journey', items: coachJourney },
  {
    kind: 'faq',
    id: 'faq',
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Do I need experience with AI to apply?',
        answer:
          'No. No prior AI experience is required. Certification training starts with AI fundamentals. We look for people who are good with people and eager to learn.',
      },
      {
        question: 'What does certification cost?',
        answer:
          'Nothing for accepted applicants. Certification is currently grant-funded and free for accepted applicants.',
      },
      {
        question: 'How much time does training take?',
        answer:
          'Certification training lasts 6-8 weeks at 15-20 hours per week, followed by a practicum workshop of 8-16 hours.',
      },
      {
        question: 'Can I coach part-time while keeping my current job?',
        answer:
          'Yes. Part-time coaching can start at 10-15 hours per week. Our part-time work model covers 10-20 hours per week and pays $2,000-$4,000 per month; you can increase your hours as you take on more engagements.',
      },
      {
        question: 'How are coaches paid?',
        answer:
          'Part-time coaches earn $2,000-$4,000 per month, full-time coaches $50,000-$75,000 per year with benefits, and contract coaches $100-$150 per hour. Experienced specialists can earn $100,000+.',
      },
      {
        question: 'How are applicants selected?',
        answer:
          'We review your application, hold a 30-minute video interview, and complete a background check and reference verification. Review takes 1-2 weeks.',
      },
      {
        question: 'When can I apply?',
        answer:
          'Any time. Admissions are rolling, so we review applications as they arrive and start new training groups through the year.',
      },
      {
        question: 'Where will I work?',
        answer:
          'In your own region wherever possible. During months 1-3 you work with 1-2 partner organizations, such as a school district, a university, a chamber of commerce or a local business.',
      },
      {
        question: 'What support do I get after certification?',
        answer:
          'Our team supports you through your first deployment, and all coaches join monthly webinars to share what works and learn new tools.',
      },
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Ready to become an AI Coach?',
    text: 'Applications are open on a rolling basis. It is free to apply, and certification is free for accepted applicants.',
    actions: [
      { label: 'Start Your Application', href: paths.aiCoachApplication },
      { label: 'Back to Overview', href: paths.becomeAiCoach },
    ],
    note: 'Questions about the program? E-mail us at',
  },
] satisfies PageBlock[]

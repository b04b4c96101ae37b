import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /ai-coaching-certification's structure and words, written once: the database's first version of
 * the page and what the page shows while nothing is published, with the certification's facts (its
 * duration among them), which the overview pages read from here. Both "Apply" actions lead to the
 * application form (spec §2, coach curriculum page).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Professional development · Hybrid',
    title: 'AI Coaching Certification',
    lead: 'The curriculum that prepares experienced educators and professionals to teach the Alliance pathways as certified AI Coaches in schools, colleges, chambers and businesses across Idaho.',
    actions: [
      { label: 'Apply Now', href: paths.aiCoachApplication },
      { label: 'Learn more about the AI Coach program', href: paths.aiCoachProgram },
    ],
  },
  pathwaySeedBlock('ai-coaching-certification'),
  {
    kind: 'prose',
    id: 'overview',
    title: 'About the certification',
    paragraphs: [
      'The certification combines online study with in-person practice. Coaches learn to teach every pathway, adapt it to the people in front of them, and represent the Alliance in their community.',
      'Certification is currently grant-funded and free for accepted applicants.',
    ],
  },
  {
    kind: 'steps',
    id: 'curriculum',
    title: 'Curriculum',
    intro:
      'Six modules. Modules 1 and 2 make sure every coach has mastered the pathways; modules 3 to 6 prepare coaches to teach them and to work with communities.',
    items: [
      {
        title: 'Module 1: AI foundations for coaches',
        description:
          'A full review of Talk to AI, Create with AI and Build with AI from the teacher’s side.',
      },
      {
        title: 'Module 2: Facilitation and adult learning',
        description: 'Leading hands-on sessions for mixed groups, online and in person.',
      },
      {
        title: 'Module 3: Curriculum development and customization',
        description:
          'Adapting the pathways to a school, an industry or a community, and writing your own examples and exercises.',
      },
      {
        title: 'Module 4: Community engagement and outreach',
        description:
          'Working with schools, chambers, employers and libraries to find learners and plan training.',
      },
      {
        title: 'Module 5: Professional development and ethics',
        description: 'Responsible AI, privacy, academic integrity and your own growth as a coach.',
      },
      {
        title: 'Module 6: Practicum and certification',
        description:
          'Teaching supervised workshops, receiving feedback and completing the certification review.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'benefits',
    title: 'Benefits of certification',
    items: [
      'A recognized credential to teach all Alliance training pathways',
      'Paid work teaching training in your own region, part-time, full-time or by contract',
      'Ready-made curriculum, materials and ongoing support from the Alliance',
      'Monthly webinars and a network of coaches across Idaho',
      'Certification training at no cost to accepted applicants while grant funding lasts',
    ],
  },
  {
    kind: 'list',
    id: 'who-should-apply',
    title: 'Who should apply',
    items: [
      'Teachers, instructors and faculty who want to lead AI training',
      'Corporate trainers, consultants and workforce development professionals',
      'Technology professionals who enjoy explaining their work to others',
      'Community leaders in rural and underserved parts of Idaho',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Ready to become a certified AI Coach?',
    text: 'Applications are reviewed on a rolling basis. You will be asked about your teaching experience, your technical comfort with AI and why you want to coach.',
    actions: [
      { label: 'Apply to become an AI Coach', href: paths.aiCoachApplication },
      { label: 'Learn more about pay and work models', href: paths.aiCoachProgram },
    ],
  },
] satisfies PageBlock[]

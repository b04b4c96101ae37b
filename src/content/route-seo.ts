import type { AppPath } from '@/config/paths'
import { paths } from '@/config/paths'
import type { Seo } from '@/content/schema'
import { labelsIn } from '@/content/record-labels'
import { eventsDescription, timelineDescription } from '@/content/seo-dates'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * Title and meta description of every route, for a given content (the dates in the timeline's and
 * the events' descriptions come from its records, split into upcoming and past at `builtAt`). The
 * prerender script writes them into each page's HTML (with canonical and Open Graph tags) and the
 * client sets document.title on navigation; `seo.ts` binds them to the build's published content.
 * Kept free of the build's virtual module so Node (Playwright, scripts) can import it.
 * Lengths are checked by `seoSchema` (titles 10-60, descriptions 50-160 characters).
 */
export function routeSeo(
  content: Pick<SiteContent, 'events' | 'timeline' | 'pages'>,
  builtAt: number,
): Record<AppPath, Seo> {
  const table = writtenSeo(content, builtAt)
  // A page's title and description as the editors published them (page copy), where they did.
  for (const [route, page] of Object.entries(content.pages ?? {})) {
    if (page.seo && route in table) table[route as AppPath] = page.seo
  }
  return table
}

/** The routes' titles and descriptions as the repository writes them: the page copy's seed. */
export function writtenSeo(
  content: Pick<SiteContent, 'events' | 'timeline'> & Partial<Pick<SiteContent, 'pages'>>,
  builtAt: number,
) {
  // The dated descriptions' words are page copy on the page they describe (`labels` blocks).
  const wordsOn = (route: AppPath) => content.pages?.[route]?.blocks
  return {
    [paths.home]: {
      title: 'Idaho AI Alliance: AI Skills for Idaho’s Workforce',
      description:
        'Statewide AI training, contests, events and coaching for Idaho educators, students, employers and communities. Join the Alliance or access training.',
    },
    [paths.about]: {
      title: 'About the Idaho AI Alliance',
      description:
        'Our story, mission, approach and 2026 goals: how a public-benefit corporation is preparing Idaho’s workforce for AI in every region.',
    },
    [paths.timeline]: {
      title: 'Challenge Timeline & Deadlines | Idaho AI Alliance',
      // The dates come from the published records: the timeline's current cycle and the events.
      description: timelineDescription(
        content.timeline[0]?.phases ?? [],
        labelsIn(wordsOn(paths.timeline), 'date-sentences'),
      ),
    },
    [paths.seeTheModel]: {
      title: 'See the Model | Idaho AI Alliance',
      description:
        'How the Idaho AI Alliance model works: training, contests, statewide events and impact measurement joined into one repeatable statewide system.',
    },
    [paths.programs]: {
      title: 'Programs | Idaho AI Alliance',
      description:
        'Four program areas: training pathways, contests and innovation challenges, statewide events, and a technology platform that measures impact.',
    },
    [paths.trainingPrograms]: {
      title: 'AI Training Pathways | Idaho AI Alliance',
      description:
        'Five AI training pathways from a 1.5–2 hour introduction to professional certification: Talk, Create and Build with AI, plus two certifications.',
    },
    [paths.talkToAi]: {
      title: 'Talk to AI: Foundation Training | Idaho AI Alliance',
      description:
        'Talk to AI is the 1.5–2 hour foundation course: learn to use AI assistants safely and well for everyday work, teaching and learning.',
    },
    [paths.createWithAi]: {
      title: 'Create with AI: Intermediate | Idaho AI Alliance',
      description:
        'Create with AI is a 5–6 hour intermediate course with four hands-on deliverables that put AI to work on real tasks in your job or classroom.',
    },
    [paths.buildWithAi]: {
      title: 'Build with AI: Advanced Training | Idaho AI Alliance',
      description:
        'Build with AI is a 10–12 week advanced program in six modules for learners with basic programming who want to build working AI solutions.',
    },
    [paths.aiInnovationCertification]: {
      title: 'AI Innovation Certification | Idaho AI Alliance',
      description:
        'The AI Innovation Certification is an 8–12 week capstone in four phases: take a real AI project from idea to tested, presented prototype.',
    },
    [paths.aiCoachingCertification]: {
      title: 'AI Coaching Certification | Idaho AI Alliance',
      description:
        'A 12–16 week hybrid certification for educators and professionals who will teach AI in their communities as certified Idaho AI Coaches.',
    },
    [paths.joinCompetition]: {
      title: 'Contests & Innovation Challenges | Idaho AI Alliance',
      description:
        'Four AI competitions for K-12 students, university students, entrepreneurs, and employers and chambers. See the benefits and how to enter.',
    },
    [paths.aiCoaches]: {
      title: 'On-Site AI Training by AI Coaches | Idaho AI Alliance',
      description:
        'Certified AI Coaches deliver on-site AI training for schools, universities, chambers and businesses: half-day sessions to multi-day bootcamps.',
    },
    [paths.becomeAiCoach]: {
      title: 'Become an AI Coach | Idaho AI Alliance',
      description:
        'A guide to becoming a certified Idaho AI Coach: who the role suits, what the training involves, and how to start your application.',
    },
    [paths.aiCoachProgram]: {
      title: 'The AI Coach Program | Idaho AI Alliance',
      description:
        'The AI Coach workforce model: program structure, pay and work models, who thrives, the timeline and expectations, and answers to common questions.',
    },
    [paths.aiCoachApplication]: {
      title: 'Apply to Be an AI Coach | Idaho AI Alliance',
      description:
        'Apply to become a certified Idaho AI Coach. After you apply: a 30-minute video interview, reference and background checks, a decision in 5-7 business days.',
    },
    [paths.contact]: {
      title: 'Contact Us | Idaho AI Alliance',
      description:
        'Contact the Idaho AI Alliance about training, partnerships, events or becoming an AI Coach. We reply within 1-2 business days.',
    },
    [paths.applicationStatus]: {
      title: 'Check Your Application Status | Idaho AI Alliance',
      description:
        'Enter your reference and e-mail address to see where your AI Coach application, message or registration stands and what happens next.',
    },
    [paths.joinAlliance]: {
      title: 'Join the Alliance | Idaho AI Alliance',
      description:
        'Register your school, business, chamber or organization with the Idaho AI Alliance and choose how you want to take part: training, contests and more.',
    },
    [paths.partners]: {
      title: 'Partners & Sponsors | Idaho AI Alliance',
      description:
        'Partner with the Idaho AI Alliance at the State, Regional, Education or Community tier. Every $1 can unlock $2-3 in matching grants.',
    },
    [paths.expansion]: {
      title: 'National Expansion Plan | Idaho AI Alliance',
      description:
        'From Idaho to the nation: 3-5 state chapters in 2026-27, 10+ states by 2028 and a global network in 2029-30. Bring the model to your state.',
    },
    [paths.events]: {
      title: 'Statewide AI Events | Idaho AI Alliance',
      description: eventsDescription(
        content.events,
        builtAt,
        labelsIn(wordsOn(paths.events), 'event-cards'),
      ),
    },
    [paths.news]: {
      title: 'News | Idaho AI Alliance',
      description:
        'Announcements from the Idaho AI Alliance: training, AI Coach applications, contests, statewide events and partners, newest first.',
    },
    [paths.newsArchive]: {
      title: 'News Archive | Idaho AI Alliance',
      description:
        'Every announcement the Idaho AI Alliance has published, by year: training, AI Coaches, contests, statewide events and partners.',
    },
    [paths.technologyPlatform]: {
      title: 'Technology Platform | Idaho AI Alliance',
      description:
        'Three tools that run and measure the initiative: the Contest Platform, the AI Skills Tracker and the Event Dashboard. Request a demo.',
    },
    [paths.contestPlatform]: {
      title: 'Contest Platform | Idaho AI Alliance',
      description:
        'The Contest Platform handles entries, judging and showcases, with role-based access for organizers, judges and participants.',
    },
    [paths.aiSkillsTracker]: {
      title: 'AI Skills Tracker | Idaho AI Alliance',
      description:
        'The AI Skills Tracker turns training records into progress analytics, so schools, employers and the Alliance can see skills grow.',
    },
    [paths.eventDashboard]: {
      title: 'Event Dashboard | Idaho AI Alliance',
      description:
        'The Event Dashboard brings participants, sponsors and metrics for statewide AI events into one view for organizers and partners.',
    },
    [paths.search]: {
      title: 'Search the Site | Idaho AI Alliance',
      description:
        'Search every Idaho AI Alliance page, event and news item: programs, certifications, coaching, contests and events across Idaho.',
    },
    [paths.updates]: {
      title: 'Get Updates by E-mail | Idaho AI Alliance',
      description:
        'Get Idaho AI Alliance updates by e-mail: training, contests, events and news. Choose your topics, confirm your address, and change or stop them at any time.',
    },
    [paths.updatesConfirm]: {
      title: 'Confirm Your Updates | Idaho AI Alliance',
      description:
        'Confirm your subscription to Idaho AI Alliance updates by e-mail with the link we sent you. Nothing is sent until you confirm.',
    },
    [paths.updatesPreferences]: {
      title: 'Your E-mail Updates | Idaho AI Alliance',
      description:
        'Change the topics of your Idaho AI Alliance e-mail updates, pause them, or unsubscribe from everything, with the link from any update.',
    },
    [paths.auth]: {
      title: 'Admin Login | Idaho AI Alliance',
      description:
        'Sign in or create a reviewer account for the Idaho AI Alliance admin area, where staff review applications and contact requests.',
    },
    [paths.resetPassword]: {
      title: 'Set a New Password | Idaho AI Alliance',
      description:
        'Choose a new password for your Idaho AI Alliance reviewer account after following the link in your password-reset e-mail.',
    },
    [paths.admin]: {
      title: 'Submissions | Idaho AI Alliance desk',
      description:
        'Read and answer AI Coach applications, contact messages and alliance registrations. For the Idaho AI Alliance’s administrators and reviewers.',
    },
    [paths.adminReports]: {
      title: 'Reports | Idaho AI Alliance desk',
      description:
        'Figures by period for applications, messages and registrations, each opening the rows it counts. For Idaho AI Alliance administrators and reviewers.',
    },
    [paths.adminPeople]: {
      title: 'People and roles | Idaho AI Alliance desk',
      description:
        'Invite members, give and remove roles, answer personal-data requests and read the audit log. For Idaho AI Alliance administrators.',
    },
    [paths.adminSettings]: {
      title: 'Settings | Idaho AI Alliance desk',
      description:
        'Saved replies and who is notified of which submissions. For Idaho AI Alliance administrators on the desk.',
    },
    [paths.adminUpdates]: {
      title: 'Updates | Idaho AI Alliance desk',
      description:
        'Write an e-mail update or send a published news item or event to the people who asked for it, after a preview and a test. For Idaho AI Alliance editors.',
    },
    [paths.adminSite]: {
      title: 'Site content | Idaho AI Alliance desk',
      description:
        'Edit, preview and publish the site’s events, dates, goals, partners and contact details. For Idaho AI Alliance editors.',
    },
    [paths.privacyPolicy]: {
      title: 'Privacy Policy | Idaho AI Alliance',
      description:
        'What the Idaho AI Alliance collects through its forms, how it is used, stored and protected, how long we keep it, and your rights.',
    },
    [paths.termsOfService]: {
      title: 'Terms of Service | Idaho AI Alliance',
      description:
        'The terms for using the Idaho AI Alliance website, forms, contests and programs, including eligibility, team rules and appeals.',
    },
  } satisfies Record<AppPath, Seo>
}

/** Shown for any path that is not a route (and in dist/404.html). */
export const notFoundSeo = {
  title: 'Page Not Found | Idaho AI Alliance',
  description:
    'The page you asked for does not exist on the Idaho AI Alliance website. Use the navigation or go back to the home page.',
} satisfies Seo

/** Metadata for a pathname in `table`; a trailing slash is ignored and unknown paths get `notFoundSeo`. */
export function seoIn(table: Record<string, Seo>, pathname: string): Seo {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return table[normalized] ?? notFoundSeo
}

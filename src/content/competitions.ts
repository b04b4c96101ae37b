import { externalLinks } from '@/config/launch-settings'
import { Briefcase, FlaskConical, Lightbulb, Rocket } from 'lucide-react'
import type { CompetitionBlock, PageBlock } from '@/content/page-copy-schema'
import type { Competition } from '@/content/schema'

/**
 * The four competitions (spec §3). Their words (name, audience, description, benefits) are page
 * copy: /join-competition holds one `competition` block per competition, its id the slug (the
 * seed below), and the home page, /join-competition and /programs read them from there
 * (useCompetitions), so these records are the seed; `slug`, `url`, `logo` and `icon` are the
 * site's structure and stay here.
 *
 * The external URLs are launch settings (src/config/launch-settings.ts), still to be confirmed by
 * the initiative: change them there; `npm run build` lists each one not yet confirmed.
 */
export const competitions = [
  {
    slug: 'ai-science-fair',
    name: 'AI Science Fair',
    audience: 'K-12 students',
    description:
      'Students from kindergarten through grade 12 investigate a question with the help of AI, or investigate AI itself, and present their findings to judges from Idaho schools, colleges and industry.',
    url: externalLinks.aiScienceFair.value,
    logo: null,
    icon: FlaskConical,
    benefits: [
      'Age-appropriate project guides for elementary, middle and high school',
      'Mentoring from AI Coaches and volunteer professionals',
      'Recognition at the statewide showcase during Idaho AI Week',
      'Certificates for every participant and awards for top projects',
      'Classroom resources for the teachers who sponsor student teams',
    ],
  },
  {
    slug: 'ai-innovation-competition',
    name: 'AI Innovation Competition',
    audience: 'University students',
    description:
      'College and university students form teams to build AI solutions to real problems brought by Idaho employers, communities and public agencies, then pitch their work to a judging panel.',
    url: externalLinks.aiInnovationCompetition.value,
    logo: null,
    icon: Lightbulb,
    benefits: [
      'Real challenges from Idaho employers and public agencies',
      'Feedback from industry judges using a published rubric',
      'A portfolio-ready prototype, abstract, pitch deck and demo video',
      'Networking with employers who are hiring AI talent in Idaho',
      'Awards and a place in the Capitol showcase for finalists',
    ],
  },
  {
    slug: 'ai-startup-accelerator',
    name: 'AI Startup Accelerator',
    audience: 'Entrepreneurs',
    description:
      'Founders and early-stage teams turn an AI-powered idea into a viable business with structured coaching, customer discovery and a pitch to investors and partners.',
    url: externalLinks.aiStartupAccelerator.value,
    logo: null,
    icon: Rocket,
    benefits: [
      'Structured coaching from experienced founders and AI practitioners',
      'Help validating the idea with real customers',
      'Introductions to investors, lenders and grant programs',
      'Pitch practice and a demo day audience',
      'Connections to Idaho’s startup and chamber networks',
    ],
  },
  {
    slug: 'ai-upskilling-challenge',
    name: 'AI Upskilling Challenge',
    audience: 'Employers and chambers',
    description:
      'Employers and chambers of commerce enroll their teams to apply AI to everyday work, measure the time and quality gains, and share what worked with other Idaho businesses.',
    url: externalLinks.aiUpskillingChallenge.value,
    logo: null,
    icon: Briefcase,
    benefits: [
      'Training for staff at every level, from first use to advanced workflows',
      'A simple method to measure productivity gains before and after',
      'Recognition for the teams with the biggest measured gains',
      'Practical guidance on responsible and secure AI use at work',
      'A peer network of Idaho employers and chambers adopting AI',
    ],
  },
] satisfies Competition[]

/** A competition's words as the `competition` block /join-competition's seed holds. */
export function competitionSeedBlock({
  slug,
  name,
  audience,
  description,
  benefits,
}: Competition): CompetitionBlock {
  return { kind: 'competition', id: slug, name, audience, description, benefits }
}

/**
 * The competition with the words /join-competition's blocks hold (the draft's or the published
 * version's); a version without its block keeps the seed's words.
 */
export function competitionWithCopy(
  seed: Competition,
  blocks: readonly PageBlock[] | undefined,
): Competition {
  const block = blocks?.find(
    (candidate) => candidate.kind === 'competition' && candidate.id === seed.slug,
  )
  if (block?.kind !== 'competition') return seed
  const { name, audience, description, benefits } = block
  return { ...seed, name, audience, description, benefits }
}

/** A competition as the contests area lists it: "AI Science Fair (K-12 students)". */
export function competitionLine(competition: Competition): string {
  return `${competition.name} (${competition.audience})`
}

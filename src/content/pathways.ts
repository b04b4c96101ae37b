import { Award, CodeXml, GraduationCap, MessageSquare, Palette } from 'lucide-react'
import type { PageBlock, PathwayBlock } from '@/content/page-copy-schema'
import type { Pathway } from '@/content/schema'
import { paths } from '@/config/paths'

/**
 * The five training pathways (spec §3 and §9). The overview page, the home page, the coach
 * training page and each detail page read these records, so a level, duration or prerequisite is
 * stated in one place only. Their words are page copy: each record is a `pathway` block on its own
 * page (the seed below), edited in the desk there; `slug`, `href` and `icon` are the site's
 * structure and stay here.
 */
const pathwayRecords = [
  {
    slug: 'talk-to-ai',
    name: 'Talk to AI',
    level: 'Foundation',
    stage: 'Stage 1',
    duration: '1.5–2 hours',
    summary:
      'A hands-on introduction to AI assistants: how they work, how to ask clear questions, how to check the answers and how to use them safely at work and in class.',
    prerequisites: 'None. Open to anyone who can use a web browser.',
    href: paths.talkToAi,
    icon: MessageSquare,
  },
  {
    slug: 'create-with-ai',
    name: 'Create with AI',
    level: 'Intermediate',
    stage: 'Stage 2',
    duration: '5–6 hours',
    summary:
      'A practical workshop in which participants use AI tools to produce four real deliverables for their own classroom, business or organization.',
    prerequisites: 'None required. Talk to AI is the recommended starting point.',
    href: paths.createWithAi,
    icon: Palette,
  },
  {
    slug: 'build-with-ai',
    name: 'Build with AI',
    level: 'Advanced',
    duration: '10–12 weeks',
    summary:
      'A six-module course in which participants design, build and test a working AI application or automation that solves a real problem.',
    prerequisites:
      'Talk to AI and Create with AI (or equivalent experience), plus basic programming skills.',
    href: paths.buildWithAi,
    icon: CodeXml,
  },
  {
    slug: 'ai-innovation-certification',
    name: 'AI Innovation Certification',
    level: 'Capstone',
    duration: '8–12 weeks',
    summary:
      'A four-phase capstone that takes an AI project from problem statement to a tested, presented solution, and certifies the participant as an AI innovator.',
    prerequisites:
      'Completion of all three levels (Talk, Create and Build with AI) or a portfolio review.',
    href: paths.aiInnovationCertification,
    icon: Award,
  },
  {
    slug: 'ai-coaching-certification',
    name: 'AI Coaching Certification',
    level: 'Professional development',
    duration: '12–16 weeks, hybrid',
    summary:
      'Prepares experienced educators and professionals to teach the Alliance pathways to schools, colleges, chambers and businesses across Idaho as certified AI Coaches.',
    prerequisites:
      'All three levels or equivalent expertise, teaching experience, and passing the application and interview.',
    href: paths.aiCoachingCertification,
    icon: GraduationCap,
  },
] as const satisfies readonly Pathway[]

export type PathwaySlug = (typeof pathwayRecords)[number]['slug']

/** Widened to `Pathway` so optional fields (stage) read the same on every record. */
export const seedPathways: readonly Pathway[] = pathwayRecords

/** Looks up one pathway's seed; throws at build time if a slug is misspelt, rather than a gap. */
export function getPathway(slug: PathwaySlug): Pathway {
  const pathway = seedPathways.find((p) => p.slug === slug)
  if (!pathway) throw new Error(`Unknown pathway: ${slug}`)
  return pathway
}

/** A pathway's words as the `pathway` block its page's seed holds. */
export function pathwaySeedBlock(slug: PathwaySlug): PathwayBlock {
  const { name, level, stage, duration, summary, prerequisites } = getPathway(slug)
  return {
    kind: 'pathway',
    id: 'pathway',
    name,
    level,
    ...(stage ? { stage } : {}),
    duration,
    summary,
    prerequisites,
  }
}

/**
 * The pathway with the words its page's blocks hold (`blocks` of the page at its `href`, the
 * draft's or the published version's); a version without the block keeps the seed's words.
 */
export function pathwayWithCopy(seed: Pathway, blocks: readonly PageBlock[] | undefined): Pathway {
  const block = blocks?.find((candidate) => candidate.kind === 'pathway')
  if (!block) return seed
  const { name, level, stage, duration, summary, prerequisites } = block
  const { slug, href, icon } = seed
  const pathway: Pathway = { slug, name, level, duration, summary, prerequisites, href, icon }
  return stage ? { ...pathway, stage } : pathway
}

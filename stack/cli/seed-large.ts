/**
 * `npm run db:seed-large [-- [N] --db-url <url>] [--applications N] [--contacts N] [--alliance N] [--keep]`
 *
 * A bare number N seeds N coach applications and N contact submissions (and N/10 alliance
 * registrations): `npm run db:seed-large -- 100000`.
 *
 * Fills a database with realistic, varied submissions to see how the admin dashboard behaves at
 * scale: by default 10,000 coach applications, 10,000 contact submissions and 1,000 alliance
 * registrations, spread over the last 18 months (more of them recently, like a growing programme).
 * Every value satisfies the tables' CHECK constraints.
 *
 * Runs as `postgres` (DATABASE_URL, --db-url, or the local stack on 54322). The
 * per-e-mail rate-limit trigger exists against abuse of the public forms, not against a seed, so
 * this session sets `session_replication_role = replica`, which skips triggers for its own inserts
 * only. Seeded rows use e-mail addresses under the reserved `.example` top-level domain; each run
 * first removes the rows of earlier runs (unless --keep), so the counts stay as asked.
 */
import { randomInt } from 'node:crypto'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { regions } from '../../supabase/functions/_shared/schemas/coach-application'

const LOCAL_DB_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres'
const SEED_EMAIL_PATTERN = '%.example'

export interface SeedLargeOptions {
  dbUrl: string
  applications?: number
  contacts?: number
  alliance?: number
  /** Keep rows of earlier runs instead of replacing them. */
  keep?: boolean
  seed?: number
}

export interface SeedLargeResult {
  applications: number
  contacts: number
  alliance: number
  seconds: number
}

// A small deterministic PRNG (mulberry32): the same seed gives the same data set.
let state = 1
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}
function weighted<T extends string>(weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][]
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [value, weight] of entries) {
    roll -= weight
    if (roll < 0) return value
  }
  return entries[entries.length - 1]![0]
}

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mason',
  'Amelia',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Jacob',
  'Maria',
  'José',
  'Guadalupe',
  'Luis',
  'Ana',
  'Carlos',
  'Sofía',
  'Miguel',
  'Zoë',
  'Renée',
  'Chenoa',
  'Tayen',
  'Kai',
  'Nguyen',
  'Mei',
  'Hiroshi',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Hannah',
  'Samuel',
  'Grace',
  'Caleb',
  'Lydia',
  'Wyatt',
  'Brooklyn',
  'Colton',
  'Aspen',
  'Jade',
] as const
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Young',
  'Allen',
  'King',
  "O'Brien",
  'McAllister',
  'Nakamura',
  'Tran',
  'Patel',
  'Yellowhorse',
  'Larsen',
  'Jensen',
  'Christensen',
  'Hansen',
  'Petersen',
  'Mendoza',
  'Ramírez',
  'Van der Berg',
  'Ortega',
  'Bishop',
] as const
// The Idaho Department of Labor's six regions, as the coach application offers them, with towns
// of each; weighted roughly by where Idahoans live.
const REGION_CITIES = {
  north: ["Coeur d'Alene", 'Sandpoint', 'Post Falls', 'Bonners Ferry'],
  'north-central': ['Lewiston', 'Moscow', 'Grangeville', 'Orofino'],
  southwestern: ['Boise', 'Meridian', 'Nampa', 'Caldwell', 'Eagle', 'McCall', 'Mountain Home'],
  'south-central': ['Twin Falls', 'Jerome', 'Burley', 'Hailey', 'Ketchum'],
  southeastern: ['Pocatello', 'Preston', 'Soda Springs', 'Blackfoot'],
  eastern: ['Idaho Falls', 'Rexburg', 'Rigby', 'Salmon', 'Driggs'],
} as const satisfies Record<(typeof regions)[number], readonly string[]>
type Region = keyof typeof REGION_CITIES
const REGION_WEIGHTS: Record<Region, number> = {
  southwestern: 45,
  'south-central': 11,
  southeastern: 11,
  eastern: 14,
  north: 12,
  'north-central': 7,
}
const OCCUPATIONS = [
  'High school science teacher',
  'Middle school math teacher',
  'Elementary teacher',
  'Instructional coach',
  'Community college instructor',
  'University lecturer',
  'Software engineer',
  'Data analyst',
  'IT manager',
  'Small business owner',
  'Librarian',
  'Workforce development specialist',
  'Career counselor',
  'Nurse educator',
  'Agricultural extension agent',
  'Marketing manager',
  'Chamber of commerce director',
  'Retired teacher',
  'Graduate student',
  'Corporate trainer',
  'School district technology director',
] as const
const DOMAINS = [
  'boiseschools.example',
  'mail.example',
  'idahotech.example',
  'magicvalley.example',
  'northidaho.example',
  'uidaho-alumni.example',
  'gemstate.example',
  'snakeriver.example',
] as const
const MOTIVATION_PARTS = [
  'I have watched AI tools change how my students research and write, and I want to help them use these tools responsibly.',
  'Our rural community has few opportunities to learn about new technology, and I would like to bring hands-on training closer to home.',
  'I have been experimenting with ChatGPT and other assistants to plan lessons and save time on paperwork.',
  'Small businesses around me are curious about AI but do not know where to start; I want to be that starting point.',
  'Teaching adults is something I love, and AI literacy feels like the most important skill to teach right now.',
  'I want to make sure AI benefits every region of Idaho, not only the Treasure Valley.',
  'Becoming a certified coach would let me combine my classroom experience with my interest in technology.',
  'I believe ethical, practical AI training can keep Idaho workers competitive over the next decade.',
] as const
const EXPERIENCE_PARTS = [
  'I have taught for twelve years and led professional development sessions for colleagues in my district.',
  'I built internal automations with Python and now mentor junior analysts on data tools.',
  'I ran community workshops at the public library on digital skills for job seekers.',
  'I coordinate a robotics club and coached teams to state competitions.',
  'I designed onboarding training for a regional manufacturer with about 200 employees.',
  'I completed several online courses on machine learning and prompt engineering.',
  'As an extension agent I present to farmers and ranchers about new equipment and software.',
  'I facilitated a book club on technology and society for three years.',
] as const
const CONTACT_MESSAGES = [
  'We are interested in bringing AI training to our staff this spring. Could someone reach out about options and pricing?',
  'Our chamber would like to co-host an event during Idaho AI Week. Who should we talk to?',
  'I teach at a middle school and would love to know more about the student contests and how to register a team.',
  'Could you share more about the partnership tiers and the matching grant opportunities?',
  'We are a small manufacturing company looking for a half-day workshop on practical AI tools for office staff.',
  'Is there a way for our university club to volunteer at the statewide events?',
  'I would like to learn more about becoming an AI coach and whether part-time schedules are possible.',
  'Please send me information about the technology platform demo for our district leadership team.',
] as const
const ORGANIZATIONS = [
  'Boise School District',
  'West Ada School District',
  'Idaho State University',
  'College of Western Idaho',
  'Boise State University',
  'University of Idaho',
  'Twin Falls Chamber of Commerce',
  'Gem State Manufacturing',
  'Snake River Credit Union',
  'Panhandle Health Partners',
  'Treasure Valley Logistics',
  'Sawtooth Outfitters',
  'Idaho Falls Public Library',
  'Magic Valley Ag Co-op',
  'Coeur d’Alene Tribe Education Dept.',
  'Lewis-Clark State College',
] as const

function person(index: number) {
  const first = pick(FIRST_NAMES)
  const last = pick(LAST_NAMES)
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
  return {
    first,
    last,
    email: `${local}${index}@${pick(DOMAINS)}`,
    phone: `(208) 555-${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
  }
}

function paragraph(parts: readonly string[], min: number, max: number): string {
  let text = pick(parts)
  while (text.length < min || (random() < 0.5 && text.length < max - 200)) {
    const next = pick(parts)
    if (!text.includes(next)) text += ` ${next}`
  }
  return text.slice(0, max).trim()
}

/** Spread over 18 months, denser towards now (squared uniform), never in the future. */
function createdAt(now: number): string {
  const span = 548 * 24 * 3600 * 1000
  const ago = Math.pow(random(), 1.6) * span
  return new Date(now - ago).toISOString()
}

function applicationStatus(created: string, now: number) {
  // Recent applications are mostly still pending; older ones have mostly been decided.
  const ageDays = (now - Date.parse(created)) / 86_400_000
  if (ageDays < 14) return weighted({ pending: 85, interview: 12, approved: 2, rejected: 1 })
  return weighted({ pending: 25, interview: 15, approved: 35, rejected: 25 })
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const REFERENCE_SPACE = 32n ** 8n

/**
 * The i-th seeded record's reference (CA-/CT-/AL- and 8 of the alphabet the tables' CHECK allows),
 * distinct for every i of one run: start + i times an odd number, modulo 32^8, is one-to-one. The
 * column's random default is checked for repeats only by the insert trigger that this seed skips
 * (session_replication_role), so a repeat failed the whole seed on the unique key: the reports
 * bench's 100,000-row seed after its 10,000-row one did ("CT-… already exists").
 */
function seededReference(prefix: string, start: bigint, index: number): string {
  let value = (start + BigInt(index) * 0x9e3779b1n) % REFERENCE_SPACE
  let code = ''
  for (let i = 0; i < 8; i++) {
    code = REFERENCE_ALPHABET[Number(value % 32n)] + code
    value /= 32n
  }
  return `${prefix}-${code}`
}

async function insertBatched(
  client: pg.Client,
  table: string,
  columns: string[],
  types: string[],
  rows: unknown[][],
) {
  const BATCH = 2000
  for (let start = 0; start < rows.length; start += BATCH) {
    const slice = rows.slice(start, start + BATCH)
    const arrays = columns.map((_, column) => slice.map((row) => row[column]))
    const unnest = types
      .map((type, i) => `$${i + 1}::${type === 'text[]' ? 'jsonb' : type}[]`)
      .join(', ')
    const select = columns
      .map((_column, i) =>
        types[i] === 'text[]' ? `array(select jsonb_array_elements_text(c${i}))` : `c${i}`,
      )
      .join(', ')
    const aliases = columns.map((_, i) => `c${i}`).join(', ')
    await client.query(
      `insert into public.${table} (${columns.join(', ')})
       select ${select} from unnest(${unnest}) as t(${aliases})`,
      arrays.map((values, i) =>
        types[i] === 'text[]' ? values.map((value) => JSON.stringify(value)) : values,
      ),
    )
  }
}

/** Fills the database; throws (after rolling back) if anything fails. */
export async function seedLarge(options: SeedLargeOptions): Promise<SeedLargeResult> {
  const counts = {
    applications: options.applications ?? 10_000,
    contacts: options.contacts ?? 10_000,
    alliance: options.alliance ?? 1_000,
  }
  state = (options.seed ?? 2026) >>> 0 || 1
  const client = new pg.Client({ connectionString: options.dbUrl })
  client.on('error', () => {})
  await client.connect()
  const started = Date.now()
  const now = Date.now()
  try {
    await client.query('begin')
    // Skips triggers (the public forms' rate limit) for this transaction's own inserts only.
    await client.query('set local session_replication_role = replica')
    if (!options.keep) {
      for (const table of ['coach_applications', 'contact_submissions', 'alliance_registrations']) {
        await client.query(`delete from public.${table} where email like $1`, [SEED_EMAIL_PATTERN])
      }
    }
    // Building an index once over 100,000 rows is many times faster than updating it row by row
    // (the trigram search indexes above all): drop the secondary indexes for the bulk insert and
    // recreate them, as they were, before the commit.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_catalog.pg_get_indexdef(x.indexrelid) as definition
       from pg_catalog.pg_index x
       join pg_catalog.pg_class i on i.oid = x.indexrelid
       join pg_catalog.pg_class t on t.oid = x.indrelid
       join pg_catalog.pg_namespace n on n.oid = t.relnamespace
       left join pg_catalog.pg_constraint c on c.conindid = x.indexrelid
       where n.nspname = 'public' and c.oid is null
         and t.relname in ('coach_applications', 'contact_submissions', 'alliance_registrations')`,
    )
    for (const index of indexes)
      await client.query(`drop index public.${JSON.stringify(index.name)}`)

    // A random start per run, so rows kept from earlier runs (--keep) are not drawn again.
    const referenceStart = BigInt(randomInt(2 ** 40 - 1))
    const applications: unknown[][] = []
    for (let i = 0; i < counts.applications; i++) {
      const who = person(i)
      const region = weighted(REGION_WEIGHTS)
      const occupation = pick(OCCUPATIONS)
      const created = createdAt(now)
      applications.push([
        who.first,
        who.last,
        who.email,
        who.phone,
        pick(REGION_CITIES[region]),
        region,
        occupation,
        occupation,
        paragraph(EXPERIENCE_PARTS, 50, 1000),
        weighted({ beginner: 25, intermediate: 50, advanced: 25 }),
        random() < 0.6 ? 'Yes' : 'No',
        weighted({ 'part-time': 50, 'full-time': 20, flexible: 30 }),
        paragraph(MOTIVATION_PARTS, 50, 1000),
        applicationStatus(created, now),
        created,
        seededReference('CA', referenceStart, i),
      ])
    }
    await insertBatched(
      client,
      'coach_applications',
      [
        'first_name',
        'last_name',
        'email',
        'phone',
        'city',
        'region',
        'organization',
        'title',
        'experience',
        'ai_experience',
        'teaching_experience',
        'availability',
        'motivation',
        'status',
        'created_at',
        'reference',
      ],
      [...Array(14).fill('text'), 'timestamptz', 'text'],
      applications,
    )

    const contacts: unknown[][] = []
    for (let i = 0; i < counts.contacts; i++) {
      const who = person(i)
      const created = createdAt(now)
      const ageDays = (now - Date.parse(created)) / 86_400_000
      contacts.push([
        who.first,
        who.last,
        who.email,
        who.phone,
        weighted({ 'k-12': 30, university: 15, chamber: 10, business: 35, other: 10 }),
        pick(ORGANIZATIONS),
        weighted({
          'request-training': 30,
          partnership: 15,
          'become-coach': 20,
          events: 15,
          general: 15,
          other: 5,
        }),
        paragraph(CONTACT_MESSAGES, 10, 2000),
        ageDays < 7
          ? weighted({ new: 80, pending: 15, responded: 5, closed: 0 })
          : weighted({ new: 5, pending: 10, responded: 35, closed: 50 }),
        created,
        seededReference('CT', referenceStart, i),
      ])
    }
    await insertBatched(
      client,
      'contact_submissions',
      [
        'first_name',
        'last_name',
        'email',
        'phone',
        'organization_type',
        'organization_name',
        'subject',
        'message',
        'status',
        'created_at',
        'reference',
      ],
      [...Array(9).fill('text'), 'timestamptz', 'text'],
      contacts,
    )

    const alliance: unknown[][] = []
    const INTERESTS = ['training', 'contests', 'events', 'sponsorship', 'trainer']
    for (let i = 0; i < counts.alliance; i++) {
      const who = person(i)
      alliance.push([
        who.first,
        who.last,
        who.email,
        random() < 0.3 ? null : who.phone,
        pick(ORGANIZATIONS),
        weighted({
          education: 30,
          'higher-ed': 10,
          business: 25,
          chamber: 8,
          workforce: 8,
          government: 7,
          nonprofit: 8,
          other: 4,
        }),
        pick(OCCUPATIONS),
        INTERESTS.filter(() => random() < 0.4),
        random() < 0.5 ? null : pick(CONTACT_MESSAGES),
        weighted({ new: 40, pending: 20, responded: 25, closed: 15 }),
        createdAt(now),
        seededReference('AL', referenceStart, i),
      ])
    }
    await insertBatched(
      client,
      'alliance_registrations',
      [
        'first_name',
        'last_name',
        'email',
        'phone',
        'organization',
        'organization_type',
        'title',
        'interests',
        'message',
        'status',
        'created_at',
        'reference',
      ],
      [
        'text',
        'text',
        'text',
        'text',
        'text',
        'text',
        'text',
        'text[]',
        'text',
        'text',
        'timestamptz',
        'text',
      ],
      alliance,
    )
    await client.query(`set local maintenance_work_mem = '256MB'`)
    for (const index of indexes) await client.query(index.definition)
    await client.query('commit')
    // VACUUM sets the visibility map, so exact counts can use index-only scans right away (as
    // autovacuum would do a little later on a real database); ANALYZE gives the planner the
    // new row counts.
    await client.query(
      'vacuum analyze public.coach_applications, public.contact_submissions, public.alliance_registrations',
    )
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
  return { ...counts, seconds: (Date.now() - started) / 1000 }
}

function parseCount(name: string, value: string | undefined): number {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 1_000_000) {
    console.error(`--${name} must be a whole number between 0 and 1,000,000 (got ${value}).`)
    process.exit(2)
  }
  return parsed
}

async function main() {
  const { values: args, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'db-url': { type: 'string' },
      applications: { type: 'string' },
      contacts: { type: 'string' },
      alliance: { type: 'string' },
      keep: { type: 'boolean', default: false },
      seed: { type: 'string', default: '2026' },
    },
  })
  const dbUrl = args['db-url'] ?? process.env.DATABASE_URL ?? LOCAL_DB_URL
  if (positionals.length > 1) {
    console.error('Give at most one count, e.g. `npm run db:seed-large -- 100000`.')
    process.exit(2)
  }
  const each = positionals[0] === undefined ? 10_000 : parseCount('count', positionals[0])
  try {
    const result = await seedLarge({
      dbUrl,
      applications: parseCount('applications', args.applications ?? String(each)),
      contacts: parseCount('contacts', args.contacts ?? String(each)),
      alliance: parseCount('alliance', args.alliance ?? String(Math.round(each / 10))),
      keep: args.keep,
      seed: parseCount('seed', args.seed),
    })
    const n = (value: number) => value.toLocaleString('en-US')
    console.log(
      `Seeded ${n(result.applications)} coach applications, ${n(result.contacts)} contact ` +
        `submissions and ${n(result.alliance)} alliance registrations in ${result.seconds.toFixed(1)} s.`,
    )
  } catch (error) {
    const message = (error as Error).message
    console.error(`Seeding ${dbUrl.replace(/:[^:@/]*@/, ':***@')} failed: ${message}`)
    if (/ECONNREFUSED|connect/i.test(message)) {
      console.error('Start the local stack with `npm start`, or pass --db-url / DATABASE_URL.')
    }
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}

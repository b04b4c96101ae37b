import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { news } from '@/content/news'
import { seedDatabaseContent } from '@/content/seed-database-content'
import { seedSiteContent } from '@/content/seed-site-content'
import { firstProblem, siteContentSchema } from '@/content/site-content-schema'
import { siteContentInSeed } from '../../scripts/lib/site-content-seed-sql'

describe('site content seed', () => {
  it('supabase/seed.sql holds exactly the content modules (run `npm run site:seed` after editing src/content)', () => {
    const sql = readFileSync('supabase/seed.sql', 'utf8')
    expect(siteContentInSeed(sql)).toEqual(JSON.parse(JSON.stringify(seedDatabaseContent)))
  })

  it('the first published version holds the announcements of src/content/news.ts', () => {
    const sql = readFileSync('supabase/seed.sql', 'utf8')
    const seeded = siteContentInSeed(sql) as { news?: unknown }
    expect(seeded.news).toEqual(JSON.parse(JSON.stringify(news)))
    expect(news.length).toBeGreaterThan(0)
  })

  it('the content modules pass the schema editors are held to', () => {
    const parsed = siteContentSchema.safeParse(seedDatabaseContent)
    expect(parsed.success ? 'valid' : firstProblem(parsed.error)).toBe('valid')
  })

  it('refuses an event whose end comes before its start, with the message the desk shows', () => {
    const [first] = seedSiteContent.events
    const parsed = siteContentSchema.safeParse({
      ...seedSiteContent,
      events: [
        { ...first, startsAt: '2027-04-25T00:00:00-06:00', endsAt: '2027-04-19T00:00:00-06:00' },
      ],
    })
    expect(parsed.success).toBe(false)
    if (!parsed.success) {
      expect(firstProblem(parsed.error)).toBe(
        'Events: Give both a start and an end, the end after the start, or leave both empty',
      )
    }
  })

  it('refuses a partner in a tier that does not exist', () => {
    const parsed = siteContentSchema.safeParse({
      ...seedSiteContent,
      partners: [{ name: 'Acme', tier: 'Platinum' }],
    })
    expect(parsed.success).toBe(false)
    if (!parsed.success)
      expect(firstProblem(parsed.error)).toMatch(/^Partners: Acme: the tier must be one of/)
  })
})

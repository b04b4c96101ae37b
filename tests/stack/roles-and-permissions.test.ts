/**
 * The roles, their permissions and the site's parts are described once in TypeScript
 * (supabase/functions/_shared/schemas/team-roles.ts, site-parts.ts), which the desk, the e-mails
 * and the command line read, and once in the database, which decides every call. These tests fail
 * when the two disagree, and show a refusal reaching a news editor through supabase-js in words.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_PARTS } from '../../supabase/functions/_shared/schemas/site-parts'
import {
  PERMISSIONS,
  TEAM_ROLE_NAMES,
  TEAM_ROLES,
} from '../../supabase/functions/_shared/schemas/team-roles'
import { signedInMember } from '../support/auth-sessions'
import { connectStackDb } from '../support/stack-db'
import { removeAccounts } from '../support/stack-rows'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client
const created: string[] = []

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await removeAccounts(db, created)
  await db?.end()
})

async function enumLabels(type: string): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>(
    `select unnest(enum_range(null::public.${type}))::text as label`,
  )
  return rows.map((row) => row.label)
}

describe('one description of the roles and permissions', () => {
  it('the database has exactly the described roles and permissions', async () => {
    expect(await enumLabels('app_role')).toEqual(TEAM_ROLE_NAMES)
    expect(await enumLabels('app_permission')).toEqual(Object.keys(PERMISSIONS))
  })

  it("each role's bundle in public.role_permissions is the described one", async () => {
    const { rows } = await db.query<{ role: string; permission: string }>(
      'select role::text, permission::text from public.role_permissions',
    )
    for (const role of TEAM_ROLE_NAMES) {
      const stored = rows.filter((row) => row.role === role).map((row) => row.permission)
      expect(stored.sort(), role).toEqual([...TEAM_ROLES[role].permissions].sort())
    }
  })

  it('public.site_parts holds the described parts, permissions and content keys, in order', async () => {
    const { rows } = await db.query<{
      part: string
      label: string
      permission: string
      content_keys: string[]
    }>(
      'select part, label, permission::text, content_keys from public.site_parts order by position',
    )
    expect(rows).toEqual(
      SITE_PARTS.map((entry) => ({
        part: entry.part,
        label: entry.label,
        permission: entry.permission,
        content_keys: [...entry.contentKeys],
      })),
    )
  })
})

describe('a news editor through the API', () => {
  it('is refused publishing the pages with a sentence, as the desk shows it', async () => {
    const newsEditor = await signedInMember(stack, ['news_editor'])
    created.push(newsEditor.id)
    const refused = await newsEditor.supabase.rpc('publish_site_draft', { _parts: ['pages'] })
    expect(refused.error?.code).toBe('42501')
    expect(refused.error?.message).toBe(
      'Your role does not let you publish Pages. Ask an administrator if you need to.',
    )
    const draft = await newsEditor.supabase.from('site_content_draft').select('updated_at')
    expect(draft.data).toHaveLength(1)
  })
})

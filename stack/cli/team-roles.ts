/**
 * Granting the team's roles from the command line (`npm run admin:grant`, `npm start`): the one
 * insert into public.user_roles both use. The database's triggers log each grant in the audit log.
 */
import type pg from 'pg'
import {
  isTeamRole,
  TEAM_ROLE_NAMES,
  type TeamRole,
} from '../../supabase/functions/_shared/schemas/team-roles'

type Queryable = Pick<pg.Pool | pg.Client, 'query'>

/** The values of public.app_role (docs/roles.md), from the one description of the roles. */
export const TEAM_ROLES = TEAM_ROLE_NAMES
export { isTeamRole, type TeamRole }

export type RolesGrantResult =
  { outcome: 'granted'; added: TeamRole[] } | { outcome: 'no-such-user' | 'no-user-roles-table' }

/** Gives the user with this e-mail each of `roles` they do not hold yet. */
export async function grantRoles(
  db: Queryable,
  email: string,
  roles: readonly TeamRole[],
): Promise<RolesGrantResult> {
  const { rows: table } = await db.query<{ exists: boolean }>(
    "select to_regclass('public.user_roles') is not null as exists",
  )
  if (!table[0]?.exists) return { outcome: 'no-user-roles-table' }
  const { rows: users } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email.trim()],
  )
  const user = users[0]
  if (!user) return { outcome: 'no-such-user' }
  const { rows } = await db.query<{ role: TeamRole }>(
    `insert into public.user_roles (user_id, role)
     select $1, unnest($2::text[])::public.app_role
     on conflict (user_id, role) do nothing
     returning role::text as role`,
    [user.id, roles],
  )
  return { outcome: 'granted', added: rows.map((row) => row.role) }
}

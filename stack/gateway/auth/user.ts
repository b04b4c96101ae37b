/** GET and PUT /user: the signed-in person's own account (GoTrue's user.go). */
import type { IncomingMessage } from 'node:http'
import bcrypt from 'bcryptjs'
import { limitByAddress, type AuthContext } from './context'
import { AuthError } from './errors'
import { requireUser } from './middleware'
import { objectOrNull } from './request-body'
import { fullUserJson, USER_COLUMNS, type UserRow } from './users'
import { checkPassword } from './validation'

export async function getUser(auth: AuthContext, req: IncomingMessage) {
  return fullUserJson(auth, (await requireUser(auth, req)).user)
}

export async function updateUser(
  auth: AuthContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
) {
  const { user } = await requireUser(auth, req)
  // After the session check, as GoTrue's route applies `limiterOpts.User` (api.go:283).
  limitByAddress(auth.limiters.user, req)
  if (body.email !== undefined && body.email !== user.email) {
    throw new AuthError(
      501,
      'not_implemented',
      'Changing the e-mail address is not supported by the local stack',
    )
  }
  let hash: string | null = null
  if (body.password !== undefined) {
    checkPassword(auth, body.password)
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    hash = await bcrypt.hash(body.password, auth.config.bcryptCost)
  }
  const data = objectOrNull(body.data)
  const { rows } = await auth.pool.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [user.id, hash, data],
  )
  return fullUserJson(auth, rows[0] ?? user)
}

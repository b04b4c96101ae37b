/** POST /logout (GoTrue's logout.go): scope global, local or others. */
import type { IncomingMessage } from 'node:http'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { requireUser } from './middleware'

export async function logout(auth: AuthContext, req: IncomingMessage, scope: string) {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope + '"')
  }
  const { pool } = auth
  const { user, sessionId } = await requireUser(auth, req)
  // Deleting the session cascades to its refresh tokens, so they can no longer be used.
  if (scope === 'global' || !sessionId) {
    await pool.query('delete from auth.sessions where user_id = $1', [user.id])
  } else if (scope === 'local') {
    await pool.query('delete from auth.sessions where id = $1', [sessionId])
  } else {
    await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ])
  }
}

import { keyHeaders } from './service-access.ts'

const RPC_TIMEOUT_MS = 10_000

/**
 * Calls one of the project's service-role RPCs (`/rest/v1/rpc/<name>`) with the service key
 * (the secret key or the legacy service_role JWT: service-access.ts); throws on a non-2xx.
 */
export type ServiceRpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>

/**
 * The one way the functions call the database: PostgREST's RPC endpoint with the service-role
 * key the platform gives every function. Used by the outbox (outbox.ts) and every other
 * service-role caller.
 */
export function serviceRpc(supabaseUrl: string, serviceRoleKey: string): ServiceRpc {
  return async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...keyHeaders(serviceRoleKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) {
      // PostgREST's error body (code, message) names the problem and carries no key.
      throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`)
    }
    return (text === '' ? null : JSON.parse(text)) as T
  }
}

import { corsHeaders } from './cors.ts'

/** A JSON answer with the CORS headers every function sends. */
export function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extra },
  })
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/**
 * A function's handler that never throws: an unexpected failure is logged with its message
 * (`logged: message`) and answered 500 with `answer`, never with a stack trace or a dropped
 * connection.
 */
export function handleSafely(
  handle: (req: Request) => Promise<Response>,
  log: (message: string) => void,
  { logged, answer }: { logged: string; answer: string },
): (req: Request) => Promise<Response> {
  return async (req) => {
    try {
      return await handle(req)
    } catch (error) {
      log(`${logged}: ${errorText(error)}`)
      return json(500, { error: answer })
    }
  }
}

import { handler } from './worker.ts'

Deno.serve(handler)

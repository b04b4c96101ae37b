import { handler } from './notification.ts'

Deno.serve(handler)

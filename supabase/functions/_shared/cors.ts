/**
 * CORS headers for functions called from the browser through `supabase.functions.invoke`.
 * The allowed headers are the ones supabase-js sends (the list of `@supabase/supabase-js/cors`).
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
}

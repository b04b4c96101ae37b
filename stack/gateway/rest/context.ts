/** What every REST action shares: the pool, PostgREST's db-max-rows and the schema cache. */
import type { Pool } from 'pg'
import { createCatalogCache, type CatalogCache } from './catalog'

export interface RestHandlerOptions {
  pool: Pool
  /** PostgREST's db-max-rows (Supabase's `max_rows`): the largest page a read returns. */
  maxRows?: number
}

export interface RestContext {
  pool: Pool
  maxRows: number
  cache: CatalogCache
}

export function createRestContext(options: RestHandlerOptions): RestContext {
  return {
    pool: options.pool,
    maxRows: options.maxRows ?? 1000,
    cache: createCatalogCache(options.pool),
  }
}

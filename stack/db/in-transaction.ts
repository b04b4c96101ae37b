import type pg from 'pg'

/**
 * Runs `work` in one transaction on a connection from `pool`: committed when it returns, rolled
 * back when it throws (a failed rollback must not hide the error that caused it), and the
 * connection goes back to the pool either way.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

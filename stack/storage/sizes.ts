// Sizes as config.toml, the dashboard and storage-js write them.

/** "50MiB", "5MB", "100kB" or a number of bytes, as config.toml and the dashboard write sizes. */
export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return fallback
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(value)
  if (!match) return fallback
  const units: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  }
  return Math.floor(Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1))
}

/**
 * The objects' bytes on disk, in the stack's data folder (hosted keeps them in S3): one file per
 * version, `<dataDir>/storage/<bucket>/<version>`, so an upsert writes the new version beside the
 * old one and the row decides which is current; nothing in a path comes from the object's name.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ObjectFiles {
  /** Writes the bytes as a new version and returns its id (not yet referenced by any row). */
  write(bucketId: string, bytes: Buffer): string
  read(bucketId: string, version: string): Buffer | undefined
  remove(bucketId: string, version: string | null | undefined): void
}

export function objectFiles(dataDir: string): ObjectFiles {
  const root = join(dataDir, 'storage')
  const bucketDir = (bucketId: string) => join(root, encodeURIComponent(bucketId))
  const isVersion = (version: string) => /^[0-9a-f-]{36}$/.test(version)
  return {
    write(bucketId, bytes) {
      const dir = bucketDir(bucketId)
      mkdirSync(dir, { recursive: true })
      const version = randomUUID()
      // Written whole under a temporary name first: a reader never sees half a file.
      const partial = join(dir, `${version}.partial`)
      writeFileSync(partial, bytes)
      renameSync(partial, join(dir, version))
      return version
    },
    read(bucketId, version) {
      if (!isVersion(version)) return undefined
      try {
        return readFileSync(join(bucketDir(bucketId), version))
      } catch {
        return undefined
      }
    },
    remove(bucketId, version) {
      if (version && isVersion(version)) rmSync(join(bucketDir(bucketId), version), { force: true })
    },
  }
}

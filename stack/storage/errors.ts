/**
 * Storage's error answers, as supabase/storage renders them (src/internal/errors/codes.ts and
 * src/http/error-handler.ts): the HTTP status is 400 for every refusal (500 only for a failure of
 * the service), and the body's `statusCode` carries the meaningful one, which storage-js reports
 * as `StorageApiError.statusCode`.
 */
import type { ServerResponse } from 'node:http'
import { sendJson } from '../gateway/http'

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message)
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  accessDenied: (message: string) =>
    new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.statusCode >= 500 ? 500 : 400, {
    statusCode: String(error.statusCode),
    code: error.code,
    error: error.error,
    message: error.message,
  })
}

/** What PostgreSQL's refusals mean to a Storage client (supabase/storage's DBError.fromDBError). */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : String(error)
  if (code === '42501') return storageErrors.accessDenied(message)
  if (code === '23505') return storageErrors.keyAlreadyExists()
  if (code === '23503') return storageErrors.noSuchBucket()
  return undefined
}

import type { DeletionPreview } from '../api/personal-data'

/**
 * What the deletion dialog says will happen: what goes, that a confirmation e-mail is sent first
 * and the records go once it has been sent, and what happens to replies still queued.
 */
export function deletionWarning(
  counted: string,
  email: string,
  preview: DeletionPreview | null,
): string {
  const queued = preview?.queuedReplies ?? 0
  return [
    `${counted} will be deleted with their notes and history.`,
    `A confirmation e-mail goes to ${email} first; the records are deleted once it has been sent.`,
    queued > 0
      ? `${queued} ${queued === 1 ? 'reply' : 'replies'} to this address ${queued === 1 ? 'is' : 'are'} still queued: ${queued === 1 ? 'it is' : 'they are'} sent before the deletion.`
      : '',
    'This cannot be undone.',
  ]
    .filter(Boolean)
    .join(' ')
}

import { confirmationsFrom } from './submission-confirmation-copy'
import { publishedMessages } from './published'

/**
 * Each form's confirmation as this build shows it: the published messages (heading and next
 * steps) with the site's own words about the reference (./submission-confirmation-copy.ts, which
 * reads no published content, so scripts and the stack's tests can import it).
 */
export const submissionConfirmation = confirmationsFrom(publishedMessages)

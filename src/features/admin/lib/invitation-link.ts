import { paths } from '@/config/paths'

/** The query flag that tells the set-password page it greets an invited person, not a reset. */
export const INVITATION_FLAG = 'invited'

/**
 * Where an invitation's link lands: the set-password page, marked as an invitation so it welcomes
 * the person (the URL's query survives the auth service's redirect; its fragment does not).
 */
export function invitationRedirect(origin = window.location.origin): string {
  return `${origin}${paths.resetPassword}?${INVITATION_FLAG}=1`
}

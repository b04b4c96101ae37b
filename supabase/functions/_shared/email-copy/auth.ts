/*
 * The words of the auth e-mails the Send Email hook sends (send-auth-email), written once;
 * email-layout.ts renders them. The subjects of the account e-mails are Supabase's defaults (a new
 * project's Authentication → Emails); the invitation's names the desk and the role, so an editor
 * is not invited to "the reviewers' desk", and its body says where that role works.
 */

import { TEAM_ROLES, type TeamRole } from '../schemas/team-roles.ts'

const BRAND = 'Idaho AI Alliance'

export type { TeamRole }

const IGNORE = 'If you did not ask for this, you can ignore this e-mail.'
const once = (validity: string) =>
  `It works once and expires ${validity} after this e-mail was sent.`

/** Each role's words for its invitation, from the one description of the roles. */
export const roleCopy = (role: TeamRole) => ({
  as: TEAM_ROLES[role].invitedAs,
  where: TEAM_ROLES[role].where,
})

export const invitationCopy = {
  subject: (role: TeamRole | null) =>
    `You are invited to the ${BRAND} desk${role ? ` as ${roleCopy(role).as}` : ''}`,
  heading: `Welcome to the ${BRAND} team`,
  intro: (input: {
    role: TeamRole | null
    inviterName: string | null
    displayName: string | null
    validity: string
  }) => {
    const words = input.role ? roleCopy(input.role) : null
    const inviter = input.inviterName ?? `An administrator of the ${BRAND}`
    const greeting = input.displayName ? `Hello ${input.displayName},` : 'Hello,'
    return (
      `${greeting} ${inviter} has invited you to the ${BRAND} desk` +
      `${words ? ` as ${words.as}` : ''}. ${words?.where ?? ''} ` +
      'Follow the link to choose your password; you will then set up two-factor sign-in with an ' +
      `authenticator app. The link works once and expires ${input.validity} after this ` +
      'e-mail was sent; if it has expired, ask the administrator who invited you to resend it. If you did not expect this ' +
      'invitation, ignore this e-mail: no account is used until you accept.'
    )
  },
  action: 'Accept the invitation and choose your password',
}

export const signupCopy = {
  subject: 'Confirm Your Signup',
  heading: 'Confirm your e-mail address',
  intro: (validity: string) =>
    `Follow the link to confirm this address. ${once(validity)} ${IGNORE}`,
  action: 'Confirm my address',
  codeLabel: 'Or enter this code',
}

export const recoveryCopy = {
  subject: 'Reset Your Password',
  heading: 'Reset your password',
  intro: (validity: string) =>
    'Someone asked to reset the password of the account with this address. Follow the link to ' +
    `choose a new one. ${once(validity)} ${IGNORE} Your password stays as it is.`,
  action: 'Choose a new password',
}

export const magicLinkCopy = {
  subject: 'Your Magic Link',
  heading: 'Sign in',
  intro: (validity: string) => `Follow the link to sign in. ${once(validity)} ${IGNORE}`,
  action: 'Sign in',
}

export const emailChangeCopy = {
  subject: 'Confirm Email Change',
  heading: 'Confirm the new e-mail address',
  intro: (input: { toNew: boolean; newEmail: string; validity: string }) =>
    (input.toNew
      ? 'Follow the link to confirm this address as the new one for your account.'
      : `Someone asked to change your account's address to ${input.newEmail}. Follow the link to confirm it from this address too.`) +
    ` ${once(input.validity)} ${IGNORE}`,
  action: 'Confirm the change',
}

export const reauthenticationCopy = {
  subject: 'Confirm reauthentication',
  heading: 'Confirm it is you',
  intro: (validity: string) =>
    `Enter this code to confirm the change you asked for. It expires ${validity} after this e-mail was sent. ${IGNORE}`,
  codeLabel: 'Code',
}

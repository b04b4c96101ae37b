import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Reviewer } from '../api/reviewers'
import { ROLE_LABELS } from '../api/team-roles'
import { formatDateTime } from '../lib/format'

export type MemberAction = 'remove' | 'reset' | 'withdraw'

interface MemberRowProps {
  reviewer: Reviewer
  onAction: (kind: MemberAction) => void
  onEditRoles: () => void
  onResend: () => void
}

/**
 * Where an invitation stands: the link works for one hour after it was sent (Auth's otp_expiry),
 * and someone who opened it but chose no password can be sent a new one like anyone else.
 */
function InvitationState({ linkEndsAt, opened }: { linkEndsAt: string; opened: boolean }) {
  // The moment the list was shown: the panel reloads after every action.
  const [shownAt] = useState(() => Date.now())
  const expired = Date.parse(linkEndsAt) <= shownAt
  return (
    <>
      Invited
      {opened ? ' · opened the link but has not chosen a password yet' : ''} ·{' '}
      {expired
        ? `link expired ${formatDateTime(linkEndsAt)}: resend the invitation to send a new one`
        : `link works until ${formatDateTime(linkEndsAt)} (one hour after it was sent)`}
    </>
  )
}

/** One member (or invited person) of the people panel, with what an administrator can do. */
export function MemberRow({ reviewer, onAction, onEditRoles, onResend }: MemberRowProps) {
  const invited = reviewer.invitationId !== null && !reviewer.accepted
  const who = reviewer.displayName ?? reviewer.email
  return (
    <tr className="border-border border-b align-top">
      <td className="py-2 pr-4 break-all">
        {reviewer.displayName ? (
          <>
            <span className="font-semibold">{reviewer.displayName}</span>
            <br />
          </>
        ) : null}
        {reviewer.email}
        {reviewer.isSelf ? ' (you)' : ''}
        {invited && reviewer.invitationExpiresAt ? (
          <span className="text-muted-foreground block">
            <InvitationState
              linkEndsAt={reviewer.invitationExpiresAt}
              opened={reviewer.lastSignInAt !== null}
            />
          </span>
        ) : null}
      </td>
      <td className="py-2 pr-4">
        {reviewer.roles.map((role) => ROLE_LABELS[role]).join(', ') || 'None yet'}
      </td>
      <td className="py-2 pr-4">
        {reviewer.lastSignInAt ? formatDateTime(reviewer.lastSignInAt) : 'Never'}
      </td>
      <td className="py-2 pr-4">{reviewer.twoFactor ? 'On' : 'Off'}</td>
      <td className="flex flex-wrap justify-end gap-2 py-2">
        {invited ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={onResend}
              aria-label={`Resend invitation to ${who}`}
            >
              Resend invitation
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction('withdraw')}
              aria-label={`Withdraw invitation of ${who}`}
            >
              Withdraw invitation
            </Button>
          </>
        ) : null}
        {!invited && reviewer.roles.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onEditRoles}
            aria-label={`Change roles of ${who}`}
          >
            Change roles
          </Button>
        ) : null}
        {reviewer.isSelf || invited ? null : (
          <>
            {reviewer.twoFactor ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onAction('reset')}
                aria-label={`Reset two-factor of ${who}`}
              >
                Reset two-factor
              </Button>
            ) : null}
            <Button
              variant="destructive"
              size="sm"
              onClick={() => onAction('remove')}
              aria-label={`Remove ${who}`}
            >
              Remove
            </Button>
          </>
        )}
      </td>
    </tr>
  )
}

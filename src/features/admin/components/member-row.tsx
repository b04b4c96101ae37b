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
            Invited · link valid until {formatDateTime(reviewer.invitationExpiresAt)}
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

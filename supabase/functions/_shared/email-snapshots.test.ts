import assert from 'node:assert/strict'
import {
  renderEmailChange,
  renderInvitation,
  renderMagicLink,
  renderReauthentication,
  renderRecovery,
  renderSignupConfirmation,
} from '../send-auth-email/emails.ts'
import { renderAccessRemoved } from './access-removed.ts'
import { renderAcknowledgement, type SiteSettings } from './acknowledgement.ts'
import { renderAnswerNotice } from './answer-notice.ts'
import { renderAuditFingerprint } from './audit-fingerprint.ts'
import { renderDeletionConfirmation } from './deletion-confirmation.ts'
import { notificationKinds } from './notification-kinds.ts'
import type { RenderedEmail } from './render.ts'
import { renderReplyEmail } from './reply-email.ts'
import { contactPayload } from './test-payloads.ts'
import { renderUpdate, renderUpdateConfirmation } from './update-emails.ts'

/*
 * One snapshot (text with its subject, and HTML) of every kind of e-mail the project sends, taken
 * from fixed inputs, so a change of wording or layout shows up as a reviewed diff of
 * email-snapshots/. Regenerate after a deliberate change with
 *   UPDATE_EMAIL_SNAPSHOTS=1 node_modules/.bin/deno test --allow-read --allow-write --allow-env \
 *     --config supabase/functions/send-auth-email/deno.json supabase/functions/_shared/email-snapshots.test.ts
 */

const settings: SiteSettings = {
  replyTo: 'info@idahoaialliance.org',
  siteUrl: 'https://idahoaialliance.org',
}
const link = {
  reference: 'CT-7K2M9QXD',
  deskUrl: 'https://idahoaialliance.org/admin?tab=contacts&open=7f0c',
}
const verify =
  'https://project.supabase.co/auth/v1/verify?token=pkce_abc&type=invite&redirect_to=https://idahoaialliance.org/admin'

const coach = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '208-555-0100',
  city: 'Boise',
  region: 'southwestern',
  currentOccupation: 'Teacher <& "friends">',
  availability: 'part-time',
  technicalComfort: 'advanced',
  hasTeachingExperience: true,
  whyAICoach: 'I want to help my community.\nLine two.',
  relevantExperience: 'Ten years of teaching.',
}
const alliance = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  phone: '',
  organization: 'Boise Works',
  organizationType: 'business',
  title: 'Director',
  interests: ['training', 'events'],
  message: 'Glad to join.',
}

const kinds: Record<string, () => RenderedEmail> = {
  'acknowledgement-coach-application': () =>
    renderAcknowledgement(
      'coach_application',
      { email: 'ada@example.org', reference: 'CA-7K2M9QXD', first_name: 'Ada' },
      settings,
    ).email,
  'acknowledgement-contact-combined': () =>
    renderAcknowledgement(
      'contact_submission',
      { email: 'jane@example.org', reference: 'CT-7K2M9QXD', first_name: 'Jane <b>' },
      settings,
      ['CT-8K2M9QXD', 'CT-9K2M9QXD'],
    ).email,
  'acknowledgement-alliance-no-name': () =>
    renderAcknowledgement(
      'alliance_registration',
      { email: 'grace@example.org', reference: 'AL-7K2M9QXD', first_name: '' },
      settings,
    ).email,
  // A form sent from a Spanish page: the person's e-mail in Spanish (the reviewers' stay English).
  'acknowledgement-coach-application-es': () =>
    renderAcknowledgement(
      'coach_application',
      { email: 'ana@example.org', reference: 'CA-7K2M9QXD', first_name: 'Ana', language: 'es' },
      settings,
    ).email,
  'acknowledgement-contact-combined-es': () =>
    renderAcknowledgement(
      'contact_submission',
      { email: 'jose@example.org', reference: 'CT-7K2M9QXD', first_name: 'José', language: 'es' },
      settings,
      ['CT-8K2M9QXD'],
    ).email,
  'notification-coach-application': () =>
    notificationKinds.coach_application.render(coach, {
      reference: 'CA-7K2M9QXD',
      deskUrl: 'https://idahoaialliance.org/admin?tab=applications&open=1',
    }),
  'notification-contact': () => notificationKinds.contact_submission.render(contactPayload(), link),
  'notification-alliance-no-link': () => notificationKinds.alliance_registration.render(alliance),
  'answer-notice-single': () =>
    renderAnswerNotice({
      kind: 'contact_submission',
      record: { first_name: 'Jane', last_name: 'Doe' },
      answer: { from_address: 'jane@example.org', subject: 'Re: hello', display_text: 'Thanks!' },
      link,
    }),
  'answer-notice-digest': () =>
    renderAnswerNotice({
      kind: 'coach_application',
      record: null,
      answer: {
        answer_count: 7,
        answers: Array.from({ length: 6 }, (_, index) => ({
          from_address: 'ada@example.org',
          subject: `Re: answer ${index + 1}`,
          display_text: `Answer number ${index + 1}`,
        })),
      },
    }),
  'desk-reply': () =>
    renderReplyEmail(
      {
        id: 'r1',
        recipient: 'jane@example.org',
        reference: 'CT-7K2M9QXD',
        body: 'Hello Jane,\r\n\r\nThank you <for> writing.\nSee you soon.\n\nSam',
        recordKind: 'contact_submission',
        recordId: 'c1',
      },
      'Idaho AI Alliance <notifications@idahoaialliance.org>',
    ),
  'deletion-confirmation': () =>
    renderDeletionConfirmation(['CA-7K2M9QXD', 'CT-7K2M9QXD'], settings),
  'deletion-confirmation-one': () => renderDeletionConfirmation(['CA-7K2M9QXD'], settings),
  'audit-fingerprint': () =>
    renderAuditFingerprint(
      { id: 3, entry_id: 42, hash: 'ab'.repeat(32), entries: 42, recipients: [] },
      settings.siteUrl,
    ),
  'auth-invite-reviewer': () =>
    renderInvitation(verify, { role: 'reviewer', inviterName: 'Sam Admin', displayName: 'Ada' }),
  'auth-invite-editor': () =>
    renderInvitation(verify, { role: 'editor', inviterName: null, displayName: null }),
  'auth-invite-admin': () =>
    renderInvitation(verify, { role: 'admin', inviterName: 'Sam Admin', displayName: null }),
  'auth-invite-no-role': () =>
    renderInvitation(verify, { role: null, inviterName: null, displayName: null }),
  'auth-signup': () => renderSignupConfirmation(verify, '123456'),
  'auth-recovery': () => renderRecovery(verify),
  'auth-magic-link': () => renderMagicLink(verify),
  'auth-email-change-new': () => renderEmailChange(verify, 'new@example.org', true),
  'auth-email-change-current': () => renderEmailChange(verify, 'new@example.org', false),
  'auth-reauthentication': () => renderReauthentication('654321'),
  'access-removed': () => renderAccessRemoved('sam@example.org', new Date('2026-11-27T16:14:00Z')),
  'update-confirmation': () =>
    renderUpdateConfirmation(
      { topics: ['news', 'training', 'events'], confirmToken: '7f0c.1796118818.mQD1fYQ5' },
      settings,
    ),
  update: () =>
    renderUpdate(
      {
        subject: 'New AI workshops in Boise and Pocatello',
        text: 'Hello,\n\nTwo new workshops open in December.\nSeats are free.\n\nThe Alliance',
        topics: ['training', 'news'],
        source: 'news:december-workshops',
      },
      '7f0c.0.mQD1fYQ5',
      settings,
    ),
  'update-test': () =>
    renderUpdate(
      {
        subject: 'Our December news',
        text: 'Hello,\n\nNews.',
        topics: ['news'],
        source: 'written',
      },
      null,
      settings,
    ),
}

const folder = new URL('./email-snapshots/', import.meta.url)
const update = Deno.env.get('UPDATE_EMAIL_SNAPSHOTS') === '1'

for (const [name, render] of Object.entries(kinds)) {
  Deno.test(`the ${name} e-mail renders as its snapshot`, async () => {
    const email = render()
    const text = `Kind: ${email.kind}\nSubject: ${email.subject}\n\n${email.text}`
    const textFile = new URL(`${name}.txt`, folder)
    const htmlFile = new URL(`${name}.html`, folder)
    if (update) {
      await Deno.mkdir(folder, { recursive: true })
      await Deno.writeTextFile(textFile, text)
      await Deno.writeTextFile(htmlFile, email.html)
      return
    }
    assert.equal(text, await Deno.readTextFile(textFile))
    assert.equal(email.html, await Deno.readTextFile(htmlFile))
  })
}

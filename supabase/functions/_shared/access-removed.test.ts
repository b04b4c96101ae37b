import assert from 'node:assert/strict'
import { deskTime } from './access-removed.ts'
import { compose, type DeliveryContext } from './deliver.ts'
import type { DueDelivery } from './outbox.ts'

Deno.test('the removal time is the desk’s, with Idaho’s winter or summer zone', () => {
  assert.equal(deskTime(new Date('2026-11-27T16:14:00Z')), 'Nov 27, 2026, 9:14 AM MST')
  assert.equal(deskTime(new Date('2026-07-04T18:05:00Z')), 'Jul 4, 2026, 12:05 PM MDT')
})

Deno.test('a queued access-removed e-mail is rendered by the sender, with its kind', async () => {
  const item = {
    deliveryId: 'd1',
    recordKind: 'auth_user',
    recordId: 'u1',
    deliveryKind: 'auth_email',
    itemId: 'e1',
    resendGeneration: 0,
    record: null,
    content: {
      recipient: 'sam@example.org',
      subject: '',
      html: '',
      text: '',
      email_action_type: 'access_removed',
      created_at: '2026-11-27T16:14:00+00:00',
    },
  } as unknown as DueDelivery
  const composed = await compose(item, {} as DeliveryContext)
  assert.ok(composed.ok)
  assert.equal(composed.email.kind, 'access-removed')
  assert.deepEqual(composed.to, ['sam@example.org'])
  assert.match(
    composed.email.text,
    /removed sam@example\.org from the Alliance desk on Nov 27, 2026, 9:14 AM MST\./,
  )
})

Deno.test('an auth e-mail queued without its action type still goes, without a kind', async () => {
  const item = {
    deliveryKind: 'auth_email',
    recordKind: 'auth_user',
    content: { recipient: 'a@example.org', subject: 's', html: 'h', text: 't' },
  } as unknown as DueDelivery
  const composed = await compose(item, {} as DeliveryContext)
  assert.ok(composed.ok)
  assert.equal(composed.email.kind, undefined)
})

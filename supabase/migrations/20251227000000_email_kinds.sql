-- Every e-mail names its kind (issue 35, e-mail copy as data): the senders put it in an
-- X-Email-Kind header (supabase/functions/_shared/email-kind.ts), so people and tests tell e-mails
-- apart without reading their wording. An auth e-mail's kind is its email_action_type, which the
-- outbox's senders did not see: private.delivery_content (last defined in
-- 20251215000100_answer_notice_digest.sql, re-created here whole) now gives it, with the moment
-- the e-mail was queued, from which the sender renders the e-mail that a member's access ended
-- (supabase/functions/_shared/access-removed.ts).

create or replace function private.delivery_content(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.delivery_content_of_kind(p_delivery)
    || case
      when p_delivery.kind = 'acknowledgement' and pg_catalog.cardinality(p_delivery.earlier_references) > 0
        then pg_catalog.jsonb_build_object(
          'earlier_references', pg_catalog.to_jsonb(p_delivery.earlier_references)
        )
      when p_delivery.kind = 'inbound_notice' then (
        select pg_catalog.jsonb_build_object(
          'answer_count', pg_catalog.count(*),
          'answers', coalesce(
            pg_catalog.jsonb_agg(
              pg_catalog.jsonb_build_object(
                'id', a.id, 'from_address', a.from_address, 'subject', a.subject,
                'display_text', a.display_text, 'received_at', a.received_at
              ) order by a.received_at, a.id
            ) filter (where a.position <= 20),
            '[]'::jsonb
          )
        )
        from (
          select m.*, pg_catalog.row_number() over (order by m.received_at, m.id) as position
          from public.inbound_messages m
          where m.notice_delivery_id = p_delivery.id or m.id = p_delivery.item_id
        ) a
      )
      when p_delivery.kind = 'auth_email' then coalesce((
        select pg_catalog.jsonb_build_object(
          'email_action_type', e.email_action_type, 'created_at', e.created_at
        )
        from private.auth_emails e where e.id = p_delivery.item_id
      ), '{}'::jsonb)
      else '{}'::jsonb
    end
$$;
revoke all on function private.delivery_content(public.notification_deliveries) from public;


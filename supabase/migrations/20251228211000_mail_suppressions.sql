-- Bounces and complaints: Resend's `email.bounced` and `email.complained` webhooks
-- (https://resend.com/docs/dashboard/webhooks/event-types), posted to the receive-inbound-mail
-- function with the same Svix signature as an inbound e-mail, are recorded here.
--
-- * A complaint (the person pressed "Report spam") or a hard bounce (`bounce.type` 'Permanent':
--   the mailbox does not exist) suppresses the address for updates at once: it is on
--   public.mail_suppressions, the count before confirming and a send leave it out
--   (20251228210000_update_sends.sql), and its updates still waiting are skipped.
-- * A hard bounce of an e-mail about a record (an acknowledgement, a reply, a deletion
--   confirmation) is shown where that e-mail's state is shown: the latest such e-mail sent to the
--   address becomes 'failed' with the bounce's words, so the record and mail health say the
--   person did not get it.
-- * A soft bounce (a full mailbox, 'Transient') changes nothing: the next e-mail may arrive.
--
-- Administrators read the suppression list; nobody writes it but the service role's RPC.

set local check_function_bodies = off;

/** Addresses no update goes to */
create table public.mail_suppressions (
  -- Lower case: one row per address.
  email text primary key,
  reason text not null,
  -- The provider's words (a bounce's message), for the administrators.
  detail text,
  -- The webhook's event id: the same event delivered twice records once.
  event_id text not null,
  created_at timestamptz not null default now(),
  constraint mail_suppressions_email_lower check (email = pg_catalog.lower(email)),
  constraint mail_suppressions_reason_allowed check (reason in ('bounced', 'complained')),
  constraint mail_suppressions_detail_length check (pg_catalog.length(detail) <= 1000),
  constraint mail_suppressions_event_key unique (event_id)
);

comment on table public.mail_suppressions is
  'Addresses that bounced for good or complained: no update is sent to them. Read by '
  'administrators; written by the mail provider''s webhook through public.record_mail_event.';

alter table public.mail_suppressions enable row level security;
revoke all on table public.mail_suppressions from public, anon, authenticated;
grant select on table public.mail_suppressions to authenticated;
grant all on table public.mail_suppressions to service_role;

create policy "administrators read the suppression list"
  on public.mail_suppressions for select to authenticated
  using ((select private.authorize('manage_people')));

/*
 * One `email.bounced` or `email.complained` event: {id, type, address, bounce_type, message}.
 * Answers what it did: 'suppressed', 'soft_bounce' (nothing), 'duplicate' (seen before) or
 * 'ignored' (another event type). Service role only (the receive-inbound-mail function).
 */
create function public.record_mail_event(p_event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_type text := p_event ->> 'type';
  v_address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_event ->> 'address', '')));
  v_event_id text := p_event ->> 'id';
  v_message text := pg_catalog.left(nullif(p_event ->> 'message', ''), 1000);
  v_reason text;
  bounced uuid;
begin
  if v_type not in ('email.bounced', 'email.complained') then
    return pg_catalog.jsonb_build_object('outcome', 'ignored');
  end if;
  if v_event_id is null or not private.is_email(v_address) then
    raise exception 'An event needs its id and the address' using errcode = '22023';
  end if;
  if exists (select 1 from public.mail_suppressions s where s.event_id = v_event_id) then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  if v_type = 'email.bounced' and coalesce(p_event ->> 'bounce_type', '') <> 'Permanent' then
    return pg_catalog.jsonb_build_object('outcome', 'soft_bounce');
  end if;
  v_reason := case v_type when 'email.bounced' then 'bounced' else 'complained' end;

  insert into public.mail_suppressions (email, reason, detail, event_id)
  values (v_address, v_reason, v_message, v_event_id)
  on conflict (email) do update
    set reason = excluded.reason, detail = excluded.detail, event_id = excluded.event_id,
        created_at = pg_catalog.now();

  -- Its updates still waiting go no further.
  update public.notification_deliveries d
  set state = 'skipped',
      skipped_reason = case v_reason
        when 'bounced' then 'The address bounced for good before it was sent.'
        else 'The person reported our e-mail as spam before it was sent.'
      end,
      updated_at = pg_catalog.now()
  where d.kind = 'update' and d.recipient = v_address and d.state = 'pending';

  -- A hard bounce of an e-mail about a record: that e-mail did not arrive, and its record says so.
  if v_reason = 'bounced' then
    select d.id into bounced from public.notification_deliveries d
    where d.recipient = v_address and d.state = 'sent'
      and d.kind in ('acknowledgement', 'reply', 'deletion_confirmation')
    order by d.sent_at desc
    limit 1;
    if bounced is not null then
      update public.notification_deliveries d
      set state = 'failed',
          last_error = pg_catalog.left(
            'The address bounced for good: ' || coalesce(v_message, 'no reason given'), 1000
          ),
          updated_at = pg_catalog.now()
      where d.id = bounced;
    end if;
  end if;

  return pg_catalog.jsonb_build_object('outcome', 'suppressed', 'bounced_delivery', bounced);
end;
$$;
comment on function public.record_mail_event(jsonb) is
  'Records a hard bounce or complaint from the mail provider: the address gets no more updates, '
  'and a bounced e-mail about a record is marked failed with the reason.';
revoke all on function public.record_mail_event(jsonb) from public, anon, authenticated;
grant execute on function public.record_mail_event(jsonb) to service_role;

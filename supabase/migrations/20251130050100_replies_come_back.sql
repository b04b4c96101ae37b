-- Replies come back (issue 26, item 1): an answer to any e-mail the desk sends a person returns to
-- the record it is about.
--
-- * record_reply_tokens: one unguessable token per record (144 random bits). Every e-mail to the
--   person (acknowledgement, reply) carries Reply-To reply+<token>@<MAIL_INBOUND_DOMAIN>; the
--   outbox hands the token to the sender with the delivery (private.delivery_content).
-- * inbound_messages: every answer received through the inbound webhook (the receive-inbound-mail
--   function, signature-checked). One carrying a known token is threaded into its record
--   ('threaded'): the record becomes unread for every reviewer and the outbox owes the reviewers an
--   'inbound_notice'. One without a token lands in the unmatched list ('unmatched'), which an
--   administrator attaches to a record or discards. A token that was never issued is refused and
--   nothing is stored. The original text (and HTML) is kept; display_text is the answer with
--   quoted text and signature trimmed (the function trims it).
--
-- The outbox (notification_deliveries, see 20251130050000_one_outbox.sql) gains the kind
-- 'inbound_notice' (item_id = inbound_messages.id, to the routed reviewers like a notification).

-- ---------------------------------------------------------------------------------------------
-- Tokens
-- ---------------------------------------------------------------------------------------------
create table public.record_reply_tokens (
  record_kind text not null,
  record_id uuid not null,
  token text not null default pg_catalog.encode(extensions.gen_random_bytes(18), 'hex'),
  created_at timestamptz not null default now(),

  constraint record_reply_tokens_pkey primary key (record_kind, record_id),
  constraint record_reply_tokens_token_key unique (token),
  constraint record_reply_tokens_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint record_reply_tokens_token_shape check (token ~ '^[0-9a-f]{36}$')
);

comment on table public.record_reply_tokens is
  'The token in each record''s reply address (reply+<token>@<inbound domain>). Service role only.';

alter table public.record_reply_tokens enable row level security;
revoke all on table public.record_reply_tokens from public, anon, authenticated;
grant all on table public.record_reply_tokens to service_role;

create function private.keep_reply_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.record_reply_tokens where record_kind = tg_argv[0] and record_id = old.id;
    return null;
  end if;
  insert into public.record_reply_tokens (record_kind, record_id)
  values (tg_argv[0], new.id)
  on conflict do nothing;
  return null;
end;
$$;

revoke all on function private.keep_reply_token() from public;

create trigger coach_applications_reply_token
  after insert or delete on public.coach_applications
  for each row execute function private.keep_reply_token('coach_application');
create trigger contact_submissions_reply_token
  after insert or delete on public.contact_submissions
  for each row execute function private.keep_reply_token('contact_submission');
create trigger alliance_registrations_reply_token
  after insert or delete on public.alliance_registrations
  for each row execute function private.keep_reply_token('alliance_registration');

insert into public.record_reply_tokens (record_kind, record_id)
select 'coach_application', id from public.coach_applications
union all select 'contact_submission', id from public.contact_submissions
union all select 'alliance_registration', id from public.alliance_registrations
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- Answers received
-- ---------------------------------------------------------------------------------------------
create table public.inbound_messages (
  id uuid primary key default gen_random_uuid(),
  -- The provider's id of the received e-mail: a webhook delivered twice stores one answer.
  provider_id text not null,
  state text not null,
  record_kind text,
  record_id uuid,
  from_address text not null,
  to_address text not null,
  subject text not null default '',
  -- The original as received.
  body_text text not null default '',
  body_html text,
  -- What the desk shows: the answer without the quoted e-mail and the signature.
  display_text text not null default '',
  received_at timestamptz not null default now(),
  handled_by uuid references auth.users (id) on delete set null,
  handled_at timestamptz,

  constraint inbound_messages_provider_key unique (provider_id),
  constraint inbound_messages_state_allowed check (state in ('threaded', 'unmatched')),
  constraint inbound_messages_threaded_has_record check (
    (state = 'threaded') = (record_id is not null and record_kind is not null)
  ),
  constraint inbound_messages_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint inbound_messages_sizes check (
    pg_catalog.length(provider_id) between 1 and 300
    and pg_catalog.length(from_address) <= 320
    and pg_catalog.length(to_address) <= 2000
    and pg_catalog.length(subject) <= 1000
    and pg_catalog.length(body_text) <= 200000
    and pg_catalog.length(coalesce(body_html, '')) <= 400000
    and pg_catalog.length(display_text) <= 200000
  )
);

comment on table public.inbound_messages is
  'Answers people sent to the desk''s e-mails: threaded into a record, or unmatched for an administrator to attach or discard. Written only by receive_inbound_mail and the admin RPCs.';

create index inbound_messages_record_idx
  on public.inbound_messages (record_kind, record_id, received_at) where state = 'threaded';
create index inbound_messages_unmatched_idx
  on public.inbound_messages (received_at) where state = 'unmatched';

alter table public.inbound_messages enable row level security;
revoke all on table public.inbound_messages from public, anon, authenticated;
grant select on table public.inbound_messages to authenticated;
grant all on table public.inbound_messages to service_role;

create policy "reviewers read answers on records"
  on public.inbound_messages for select to authenticated
  using (state = 'threaded' and (select public.can_work_submissions()));
create policy "administrators read unmatched answers"
  on public.inbound_messages for select to authenticated
  using (state = 'unmatched' and (select public.has_role((select auth.uid()), 'admin')));

-- An answer goes when its record goes.
create function private.forget_record_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.inbound_messages m where m.record_kind = tg_argv[0] and m.record_id = old.id;
  return null;
end;
$$;

revoke all on function private.forget_record_answers() from public;

create trigger coach_applications_forget_record_answers
  after delete on public.coach_applications
  for each row execute function private.forget_record_answers('coach_application');
create trigger contact_submissions_forget_record_answers
  after delete on public.contact_submissions
  for each row execute function private.forget_record_answers('contact_submission');
create trigger alliance_registrations_forget_record_answers
  after delete on public.alliance_registrations
  for each row execute function private.forget_record_answers('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- The outbox's new kind, and what its senders need
-- ---------------------------------------------------------------------------------------------
alter table public.notification_deliveries
  drop constraint notification_deliveries_kind_allowed,
  add constraint notification_deliveries_kind_allowed check (
    kind in ('notification', 'acknowledgement', 'reply', 'inbound_notice')
  ),
  drop constraint notification_deliveries_person_has_recipient,
  add constraint notification_deliveries_person_has_recipient check (
    (kind in ('notification', 'inbound_notice')) = (recipient is null)
  ),
  drop constraint notification_deliveries_item_only_for_replies,
  add constraint notification_deliveries_item_only_for_replies check (
    (kind in ('reply', 'inbound_notice')) = (item_id is not null)
  );

-- A threaded answer leaves the record unread for everyone and owes the reviewers a notice.
create function private.thread_answer(p_message public.inbound_messages)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.record_reads
  where record_kind = p_message.record_kind and record_id = p_message.record_id;
  insert into public.notification_deliveries (record_kind, record_id, kind, item_id, next_attempt_at)
  values (p_message.record_kind, p_message.record_id, 'inbound_notice', p_message.id, pg_catalog.now())
  on conflict (record_kind, record_id, kind, item_id) do nothing;
end;
$$;

revoke all on function private.thread_answer(public.inbound_messages) from public;

-- A notice is about an answer: it goes when the answer goes.
create function private.forget_answer_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_deliveries where kind = 'inbound_notice' and item_id = old.id;
  return null;
end;
$$;

revoke all on function private.forget_answer_notice() from public;

create trigger inbound_messages_forget_notice
  after delete on public.inbound_messages
  for each row execute function private.forget_answer_notice();

-- The content each kind's sender needs: the reply's text, the answer for a notice, and for every
-- e-mail to the person the token of its record's reply address.
create or replace function private.delivery_content(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_strip_nulls(
    coalesce(
      case p_delivery.kind
        when 'reply' then (
          select pg_catalog.jsonb_build_object(
            'id', r.id, 'recipient', r.recipient, 'reference', r.reference, 'body', r.body
          )
          from public.desk_replies r where r.id = p_delivery.item_id
        )
        when 'inbound_notice' then (
          select pg_catalog.jsonb_build_object(
            'id', m.id, 'from_address', m.from_address, 'subject', m.subject,
            'display_text', m.display_text
          )
          from public.inbound_messages m where m.id = p_delivery.item_id
        )
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;

-- The fast path's acknowledgement claim carries the same content.
create or replace function public.claim_acknowledgement(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery_id uuid;
  claimed public.notification_deliveries;
begin
  select d.id into delivery_id
  from public.notification_deliveries d
  where d.record_kind = p_record_kind
    and d.record_id = p_record_id
    and d.kind = 'acknowledgement'
    and d.state = 'pending'
    and d.attempts = 0
  for update skip locked;
  if delivery_id is null then
    return null;
  end if;
  claimed := private.lease_delivery(delivery_id);
  return pg_catalog.jsonb_build_object(
    'delivery_id', claimed.id,
    'attempts', claimed.attempts,
    'resend_generation', claimed.resend_generation,
    'recipient', claimed.recipient,
    'record', private.notification_record(p_record_kind, p_record_id),
    'content', private.delivery_content(claimed)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The inbound webhook's RPC (service role)
-- ---------------------------------------------------------------------------------------------
/*
 * Stores one received answer. `p_token` is the token of the reply address it was sent to, or
 * null when it was sent to no reply address. Answers {"outcome": "threaded" | "unmatched" |
 * "duplicate" | "refused", "id", "record_kind", "record_id"}: a token never issued is refused and
 * nothing is stored; the same provider id again is a duplicate and changes nothing.
 */
create function public.receive_inbound_mail(
  p_provider_id text,
  p_token text,
  p_from text,
  p_to text,
  p_subject text,
  p_text text,
  p_html text,
  p_display_text text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner public.record_reply_tokens;
  stored public.inbound_messages;
begin
  if p_provider_id is null or pg_catalog.btrim(p_provider_id) = '' then
    raise exception 'A provider id is required' using errcode = '22023';
  end if;
  select * into stored from public.inbound_messages where provider_id = p_provider_id;
  if stored.id is not null then
    return pg_catalog.jsonb_build_object(
      'outcome', 'duplicate', 'id', stored.id, 'record_kind', stored.record_kind,
      'record_id', stored.record_id
    );
  end if;
  if p_token is not null then
    select * into owner from public.record_reply_tokens where token = pg_catalog.lower(p_token);
    if owner.token is null then
      return pg_catalog.jsonb_build_object('outcome', 'refused');
    end if;
  end if;

  insert into public.inbound_messages (
    provider_id, state, record_kind, record_id, from_address, to_address, subject, body_text,
    body_html, display_text
  )
  values (
    p_provider_id,
    case when owner.token is null then 'unmatched' else 'threaded' end,
    owner.record_kind,
    owner.record_id,
    pg_catalog.left(coalesce(p_from, ''), 320),
    pg_catalog.left(coalesce(p_to, ''), 2000),
    pg_catalog.left(coalesce(p_subject, ''), 1000),
    pg_catalog.left(coalesce(p_text, ''), 200000),
    pg_catalog.left(p_html, 400000),
    pg_catalog.left(coalesce(p_display_text, p_text, ''), 200000)
  )
  on conflict (provider_id) do nothing
  returning * into stored;
  if stored.id is null then
    -- The same answer arrived twice at once: the first one stored it.
    select * into stored from public.inbound_messages where provider_id = p_provider_id;
    return pg_catalog.jsonb_build_object('outcome', 'duplicate', 'id', stored.id);
  end if;
  if stored.state = 'threaded' then
    perform private.thread_answer(stored);
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', stored.state, 'id', stored.id, 'record_kind', stored.record_kind,
    'record_id', stored.record_id
  );
end;
$$;

revoke all on function public.receive_inbound_mail(text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.receive_inbound_mail(text, text, text, text, text, text, text, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- The unmatched list (administrators)
-- ---------------------------------------------------------------------------------------------
alter table public.audit_log drop constraint audit_log_action_known;
alter table public.audit_log add constraint audit_log_action_known check (action in (
  'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
  'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
  'settings_changed', 'inbound_mail_attached', 'inbound_mail_discarded'
));

-- The unmatched answers, oldest first.
create function public.admin_unmatched_mail()
returns setof public.inbound_messages
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can see unmatched answers' using errcode = '42501';
  end if;
  return query
  select * from public.inbound_messages where state = 'unmatched' order by received_at;
end;
$$;

-- Threads an unmatched answer into a record, as if it had come with the record's token.
create function public.admin_attach_inbound_mail(
  p_message_id uuid,
  p_record_kind text,
  p_record_id uuid
)
returns public.inbound_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  record_exists boolean;
  attached public.inbound_messages;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can attach answers' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'No such record' using errcode = 'P0002';
  end if;
  update public.inbound_messages
  set state = 'threaded', record_kind = p_record_kind, record_id = p_record_id,
      handled_by = auth.uid(), handled_at = pg_catalog.now()
  where id = p_message_id and state = 'unmatched'
  returning * into attached;
  if attached.id is null then
    raise exception 'No such unmatched answer' using errcode = 'P0002';
  end if;
  perform private.thread_answer(attached);
  perform private.write_audit('inbound_mail_attached', p_record_kind, p_record_id, '{}'::jsonb);
  return attached;
end;
$$;

-- Deletes an unmatched answer (spam, or nothing the desk needs to keep).
create function public.admin_discard_inbound_mail(p_message_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only administrators can discard answers' using errcode = '42501';
  end if;
  delete from public.inbound_messages where id = p_message_id and state = 'unmatched';
  if not found then
    raise exception 'No such unmatched answer' using errcode = 'P0002';
  end if;
  perform private.write_audit('inbound_mail_discarded', null, null, '{}'::jsonb);
end;
$$;

revoke all on function public.admin_unmatched_mail(),
  public.admin_attach_inbound_mail(uuid, text, uuid),
  public.admin_discard_inbound_mail(uuid)
  from public, anon;
grant execute on function public.admin_unmatched_mail(),
  public.admin_attach_inbound_mail(uuid, text, uuid),
  public.admin_discard_inbound_mail(uuid)
  to authenticated;

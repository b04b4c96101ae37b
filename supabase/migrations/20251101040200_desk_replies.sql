-- The desk's replies: who is notified of each form (routing), saved replies (with their status),
-- replies written on the desk and the outbox rows they queue, and the refusal of a reply that
-- still holds a placeholder.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Replies from the desk, saved replies, and who is notified of each form.
--
-- * desk_replies: one row per reply a reviewer sends from a record's detail view. The row is its
--   own outbox entry (the 'reply' kind): the deliver-notifications worker claims due rows with a
--   lease, sends them with a stable Message-ID / Idempotency-Key and records 'sent' or the failure
--   for a retry with back-off, exactly as notification_deliveries works. The recipient is copied
--   from the record itself inside send_desk_reply: no request can choose it.
-- * saved_replies: templates admins manage per form, with {{first_name}}, {{reference}} and
--   {{reviewer_name}} filled in by the desk before the reviewer edits and sends.
-- * notification_routes: who receives the reviewers' notification for a form, or for one contact
--   subject. The notification senders resolve them through notification_recipients (service role)
--   when a delivery is sent; NOTIFY_TO stays the fallback when no route matches.
--
-- Access: admins only (RLS and grants), and nobody but the service role runs the sending RPCs.
-- Nothing here lets anon cause an e-mail: a reply row is only created by send_desk_reply, which
-- refuses non-admins.

-- Keeps who changed a row and when, whatever the client sends.
create function private.stamp_desk_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.stamp_desk_setting() from public;

-- ---------------------------------------------------------------------------------------------
-- Routing
-- ---------------------------------------------------------------------------------------------
create table public.notification_routes (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  -- '' routes the whole form; a contact subject routes only messages with that subject.
  contact_subject text not null default '',
  recipients text[] not null,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),

  constraint notification_routes_target_key unique (record_kind, contact_subject),
  constraint notification_routes_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint notification_routes_contact_subject_allowed check (
    contact_subject = ''
    or (
      record_kind = 'contact_submission'
      and contact_subject in (
        'request-training', 'partnership', 'become-coach', 'events', 'general', 'other'
      )
    )
  ),
  constraint notification_routes_recipients_valid check (
    pg_catalog.cardinality(recipients) between 1 and 20 and private.are_emails(recipients)
  )
);

comment on table public.notification_routes is
  'Who receives the reviewers'' notification per form or contact subject; NOTIFY_TO is the fallback. Admins only.';

create trigger notification_routes_stamp
  before insert or update on public.notification_routes
  for each row execute function private.stamp_desk_setting();

alter table public.notification_routes enable row level security;

revoke all on table public.notification_routes from public, anon, authenticated;

grant select, delete on table public.notification_routes to authenticated;

grant insert (record_kind, contact_subject, recipients) on table public.notification_routes
  to authenticated;

grant update (record_kind, contact_subject, recipients) on table public.notification_routes
  to authenticated;

grant all on table public.notification_routes to service_role;

create policy "admins read notification routes"
  on public.notification_routes for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins add notification routes"
  on public.notification_routes for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins change notification routes"
  on public.notification_routes for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins remove notification routes"
  on public.notification_routes for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

/*
 * The routed recipients of one record's notification: the route of its contact subject, else the
 * route of its form, else an empty array (the sender then uses NOTIFY_TO). Service role only.
 */
create function public.notification_recipients(p_record_kind text, p_record_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject text := '';
  routed text[];
begin
  if p_record_kind = 'contact_submission' then
    select c.subject into subject from public.contact_submissions c where c.id = p_record_id;
  end if;
  select r.recipients into routed
  from public.notification_routes r
  where r.record_kind = p_record_kind
    and r.contact_subject in ('', coalesce(subject, ''))
  -- The subject's own route wins over the form's.
  order by r.contact_subject desc
  limit 1;
  return coalesce(routed, '{}'::text[]);
end;
$$;
revoke all on function public.notification_recipients(text, uuid) from public, anon, authenticated;
grant execute on function public.notification_recipients(text, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Saved replies
-- ---------------------------------------------------------------------------------------------
create table public.saved_replies (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  title text not null,
  body text not null,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The status this reply goes with (status e-mails, below); null for none.
  status text,

  constraint saved_replies_title_key unique (record_kind, title),
  constraint saved_replies_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint saved_replies_title_length check (
    pg_catalog.btrim(title) <> '' and pg_catalog.length(title) <= 120
  ),
  constraint saved_replies_body_length check (
    pg_catalog.btrim(body) <> '' and pg_catalog.length(body) <= 5000
  ),
  -- A status of the reply's own form: the same lists as the records' status CHECKs.
  constraint saved_replies_status_of_form check (
    status is null
    or (record_kind = 'coach_application' and status in ('pending', 'interview', 'approved', 'rejected'))
    or (record_kind in ('contact_submission', 'alliance_registration')
        and status in ('new', 'pending', 'responded', 'closed'))
  )
);

comment on table public.saved_replies is
  'Reply templates per form for the desk; {{first_name}}, {{reference}}, {{reviewer_name}} are filled in by the desk. Admins only.';

-- Status e-mails: a saved reply can belong to a status.
--
-- When a reviewer moves a record to a status, the desk offers the saved reply of that status
-- (the interview invitation for Interview, the decision replies for Approved and Rejected) with
-- the choice "Change status only" or "Change status and send this reply"; choosing a saved reply
-- in the composer sets "After sending, set the status to" to its status. The status then changes
-- with the reply in send_desk_reply's one transaction, so a status never claims an e-mail that was
-- not queued.
--
-- The e-mail is an ordinary desk reply: the outbox kind 'reply' (notification_deliveries), with
-- the record's Reply-To token and the worker's retries, exactly once through an outage or a
-- restart. No 'status_update' kind is added: a status e-mail is written and sent by a signed-in
-- reviewer, one at a time, so the per-mailbox limits meant for e-mail anyone can cause (the
-- acknowledgements) do not apply to it. Should a later change send status e-mails without a
-- reviewer pressing Send, it adds the kind 'status_update' and counts it with the acknowledgements.
comment on column public.saved_replies.status is
  'The status this saved reply goes with (offered when a record moves to it; sending it sets it). Null: no status.';

-- One saved reply per status and form, so the offer is never a guess between two.
create unique index saved_replies_one_per_status on public.saved_replies (record_kind, status)
  where status is not null;

create trigger saved_replies_stamp
  before insert or update on public.saved_replies
  for each row execute function private.stamp_desk_setting();

alter table public.saved_replies enable row level security;

revoke all on table public.saved_replies from public, anon, authenticated;

grant select, delete on table public.saved_replies to authenticated;

grant insert (record_kind, title, body, status), update (record_kind, title, body, status)
  on table public.saved_replies to authenticated;

grant all on table public.saved_replies to service_role;

create policy "team reads saved replies"
  on public.saved_replies for select to authenticated
  using ((select private.can_work_submissions()));

create policy "admins add saved replies"
  on public.saved_replies for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins change saved replies"
  on public.saved_replies for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

create policy "admins remove saved replies"
  on public.saved_replies for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Useful starting points, in the migration so a hosted project gets them too.
insert into public.saved_replies (record_kind, title, body, status) values
(
  'coach_application',
  'Invitation to a 30-minute video interview',
  e'Hello {{first_name}},\n\nThank you for applying to become an Idaho AI Coach. We would like to '
  'invite you to a 30-minute video interview to talk about your experience and the role.\n\n'
  'Please reply to this e-mail with two or three times that suit you over the next two weeks, and '
  'we will send you a video call link.\n\nYour reference: {{reference}}\n\n'
  'Kind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'interview'
),
(
  'coach_application',
  'Decision: approved',
  e'Hello {{first_name}},\n\nWe are delighted to let you know that your application to become an '
  'Idaho AI Coach has been approved. We will be in touch shortly about onboarding and training.\n\n'
  'Your reference: {{reference}}\n\nWelcome aboard,\n{{reviewer_name}}\nIdaho AI Alliance',
  'approved'
),
(
  'coach_application',
  'Decision: not this time',
  e'Hello {{first_name}},\n\nThank you for your interest in becoming an Idaho AI Coach and for the '
  'time you put into your application. After careful review, we are not able to offer you a place '
  'this time. We keep growing the program and warmly encourage you to apply again.\n\n'
  'Your reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'rejected'
),
(
  'contact_submission',
  'Answered: thank you for your message',
  e'Hello {{first_name}},\n\nThank you for contacting the Idaho AI Alliance.\n\n'
  '[Your answer here]\n\nIf anything else comes up, reply to this e-mail and quote your '
  'reference {{reference}}.\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance',
  'responded'
),
(
  'alliance_registration',
  'Welcome to the alliance',
  e'Hello {{first_name}},\n\nThank you for registering your organization with the Idaho AI '
  'Alliance. A member of our team will contact you about next steps, partnership options and '
  'upcoming events.\n\nYour reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\n'
  'Idaho AI Alliance',
  'responded'
);

-- ---------------------------------------------------------------------------------------------
-- Replies (the outbox's 'reply' kind)
-- ---------------------------------------------------------------------------------------------
create table public.desk_replies (
  id uuid primary key default gen_random_uuid(),
  record_kind text not null,
  record_id uuid not null,
  -- The desk's draft id: a double click or a retried request sends one reply.
  request_id uuid not null,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  -- Copied from the record by send_desk_reply; never taken from the request.
  recipient text not null,
  reference text,
  body text not null,
  -- Where its e-mail stands: a copy the outbox writes (notification_deliveries, kind 'reply'),
  -- which alone schedules, leases and retries it.
  state text not null default 'pending',
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint desk_replies_request_key unique (request_id),
  constraint desk_replies_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint desk_replies_recipient_valid check (private.are_emails(array[recipient])),
  constraint desk_replies_body_length check (
    pg_catalog.btrim(body) <> '' and pg_catalog.length(body) <= 10000
  ),
  constraint desk_replies_state_allowed check (state in ('pending', 'sending', 'sent', 'failed')),
  constraint desk_replies_attempts_not_negative check (attempts >= 0),
  constraint desk_replies_sent_has_time check (state <> 'sent' or sent_at is not null)
);

create index desk_replies_record_idx on public.desk_replies (record_kind, record_id, created_at);

alter table public.desk_replies enable row level security;

revoke all on table public.desk_replies from public, anon, authenticated;

grant select on table public.desk_replies to authenticated;

grant all on table public.desk_replies to service_role;

create policy "team reads desk replies"
  on public.desk_replies for select to authenticated
  using ((select private.can_work_submissions()));

/*
 * Sends a reply from the desk: in one transaction, optionally sets the record's status (recorded
 * in its history as the caller's change) and queues the reply for the worker, addressed to the
 * record's own e-mail address. The same p_request_id again returns the first reply unchanged.
 * Refused unless the caller is an admin.
 */
create function private.send_desk_reply(
  p_record_kind text,
  p_record_id uuid,
  p_request_id uuid,
  p_body text,
  p_status text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  stored jsonb;
  reply public.desk_replies;
begin
  if not public.can_work_submissions() then
    raise exception 'Only admins can send replies' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_request_id is null then
    raise exception 'A request id is required' using errcode = '22023';
  end if;

  select * into reply from public.desk_replies where request_id = p_request_id;
  if reply.id is not null then
    if reply.record_kind <> p_record_kind or reply.record_id <> p_record_id then
      raise exception 'This request id belongs to another reply' using errcode = '22023';
    end if;
    return pg_catalog.to_jsonb(reply);
  end if;

  if p_body is null or pg_catalog.btrim(p_body) = '' then
    raise exception 'Write a reply before sending it' using errcode = '22023';
  end if;

  execute pg_catalog.format(
    'select pg_catalog.to_jsonb(t) from public.%I t where t.id = $1 for update', source_table
  )
  into stored
  using p_record_id;
  if stored is null then
    raise exception 'That record was not found; it may have been deleted.' using errcode = 'PT404';
  end if;

  if p_status is not null and p_status is distinct from stored ->> 'status' then
    execute pg_catalog.format('update public.%I set status = $1 where id = $2', source_table)
    using p_status, p_record_id;
  end if;

  insert into public.desk_replies (
    record_kind, record_id, request_id, author_id, author_email, recipient, reference, body
  )
  values (
    p_record_kind,
    p_record_id,
    p_request_id,
    auth.uid(),
    auth.jwt() ->> 'email',
    stored ->> 'email',
    -- The intake's reference column, where the record has one.
    stored ->> 'reference',
    p_body
  )
  on conflict (request_id) do nothing
  returning * into reply;

  if reply.id is null then
    select * into reply from public.desk_replies where request_id = p_request_id;
  end if;
  return pg_catalog.to_jsonb(reply);
end;
$$;
revoke all on function private.send_desk_reply(text, uuid, uuid, text, text) from public, anon;
grant execute on function private.send_desk_reply(text, uuid, uuid, text, text)
  to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.send_desk_reply(p_record_kind text, p_record_id uuid, p_request_id uuid, p_body text, p_status text default NULL::text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.send_desk_reply($1, $2, $3, $4, $5);
end;
revoke all on function public.send_desk_reply(text, uuid, uuid, text, text) from public;
grant execute on function public.send_desk_reply(text, uuid, uuid, text, text) to authenticated, service_role;

comment on table public.desk_replies is
  'Replies written on the desk. Their e-mail is an outbox row (notification_deliveries, kind reply); state, attempts, last_error and sent_at are its copy. Admins read; only send_desk_reply and the service role write.';

create trigger desk_replies_enqueue
  after insert or delete on public.desk_replies
  for each row execute function private.enqueue_reply();

-- ---------------------------------------------------------------------------------------------
-- No placeholder reaches a person
-- ---------------------------------------------------------------------------------------------
-- A saved reply's placeholder ("[Your answer here]", an unfilled "{{first_name}}") never reaches
-- a person. The desk's composer refuses such a reply with a message naming the placeholders; this
-- migration makes the database refuse it too, so a direct call of send_desk_reply (or any other
-- path that queues a reply) cannot send one either.
--
-- The check is its own function, called by a trigger on the table replies are queued in today
-- (public.desk_replies), so it can be attached to whichever table queues replies later.

/*
 * The placeholders left in a text, each once, in the order they first appear: `{{…}}`, and `[…]`
 * holding at least one letter, each on one line and at most 80 characters between the brackets.
 * The same rule as unfilledPlaceholders() in supabase/functions/_shared/schemas/desk-reply.ts.
 */
create function private.unfilled_placeholders(p_body text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(found.placeholder order by found.first_at), '{}')
  from (
    select m.match[1] as placeholder, min(m.at) as first_at
    from pg_catalog.regexp_matches(
      coalesce(p_body, ''),
      '(\{\{[^{}\n]{0,80}\}\}|\[[^][\n]{0,80}\])',
      'g'
    ) with ordinality as m(match, at)
    where m.match[1] like '{{%' or m.match[1] ~ '[[:alpha:]]'
    group by m.match[1]
  ) found
$$;
comment on function private.unfilled_placeholders(text) is
  'The placeholders ({{…}}, or […] with a letter) still in a reply, each once, in order of first appearance.';
revoke all on function private.unfilled_placeholders(text) from public, anon, authenticated;

/* Refuses a queued reply that still holds a placeholder, naming them as the desk does. */
create function private.refuse_unfilled_placeholders()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  left_over text[] := private.unfilled_placeholders(new.body);
  n integer := coalesce(pg_catalog.array_length(left_over, 1), 0);
  named text;
begin
  if n = 0 then
    return new;
  end if;
  select case
      when n = 1 then '"' || left_over[1] || '"'
      else pg_catalog.string_agg('"' || p || '"', ', ' order by i) filter (where i < n)
        || ' and "' || left_over[n] || '"'
    end
  into named
  from pg_catalog.unnest(left_over) with ordinality as u(p, i);
  raise exception 'Fill in % before sending.', named
    using errcode = '22023', hint = 'The reply still holds a saved reply''s placeholder.';
end;
$$;
revoke all on function private.refuse_unfilled_placeholders() from public, anon, authenticated;

create trigger desk_replies_refuse_unfilled_placeholders
  before insert on public.desk_replies
  for each row execute function private.refuse_unfilled_placeholders();

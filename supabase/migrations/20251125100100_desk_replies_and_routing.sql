-- Replies from the desk, saved replies, and who is notified of each form (issue 18, items 5-7).
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

-- Every element a valid address (the forms' own rule, private.is_email) of at most 254 characters.
-- SECURITY DEFINER: its body is parsed as the caller, and the API roles have no USAGE on `private`.
create function private.are_emails(p_values text[])
returns boolean
language sql
immutable
parallel safe
security definer
set search_path = ''
as $$
  select coalesce(
    (select pg_catalog.bool_and(coalesce(private.is_email(v), false) and pg_catalog.length(v) <= 254)
     from pg_catalog.unnest(p_values) as v),
    true
  )
$$;

revoke all on function private.are_emails(text[]) from public;
grant execute on function private.are_emails(text[]) to authenticated, service_role;

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
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins add notification routes"
  on public.notification_routes for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins change notification routes"
  on public.notification_routes for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins remove notification routes"
  on public.notification_routes for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

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

  constraint saved_replies_title_key unique (record_kind, title),
  constraint saved_replies_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  ),
  constraint saved_replies_title_length check (
    pg_catalog.btrim(title) <> '' and pg_catalog.length(title) <= 120
  ),
  constraint saved_replies_body_length check (
    pg_catalog.btrim(body) <> '' and pg_catalog.length(body) <= 5000
  )
);

comment on table public.saved_replies is
  'Reply templates per form for the desk; {{first_name}}, {{reference}}, {{reviewer_name}} are filled in by the desk. Admins only.';

create trigger saved_replies_stamp
  before insert or update on public.saved_replies
  for each row execute function private.stamp_desk_setting();

alter table public.saved_replies enable row level security;
revoke all on table public.saved_replies from public, anon, authenticated;
grant select, delete on table public.saved_replies to authenticated;
grant insert (record_kind, title, body), update (record_kind, title, body)
  on table public.saved_replies to authenticated;
grant all on table public.saved_replies to service_role;

create policy "admins read saved replies"
  on public.saved_replies for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins add saved replies"
  on public.saved_replies for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins change saved replies"
  on public.saved_replies for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));
create policy "admins remove saved replies"
  on public.saved_replies for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Useful starting points, in the migration so a hosted project gets them too.
insert into public.saved_replies (record_kind, title, body) values
(
  'coach_application',
  'Invitation to a 30-minute video interview',
  e'Hello {{first_name}},\n\nThank you for applying to become an Idaho AI Coach. We would like to '
  'invite you to a 30-minute video interview to talk about your experience and the role.\n\n'
  'Please reply to this e-mail with two or three times that suit you over the next two weeks, and '
  'we will send you a video call link.\n\nYour reference: {{reference}}\n\n'
  'Kind regards,\n{{reviewer_name}}\nIdaho AI Alliance'
),
(
  'coach_application',
  'Decision: approved',
  e'Hello {{first_name}},\n\nWe are delighted to let you know that your application to become an '
  'Idaho AI Coach has been approved. We will be in touch shortly about onboarding and training.\n\n'
  'Your reference: {{reference}}\n\nWelcome aboard,\n{{reviewer_name}}\nIdaho AI Alliance'
),
(
  'coach_application',
  'Decision: not this time',
  e'Hello {{first_name}},\n\nThank you for your interest in becoming an Idaho AI Coach and for the '
  'time you put into your application. After careful review, we are not able to offer you a place '
  'this time. We keep growing the program and warmly encourage you to apply again.\n\n'
  'Your reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance'
),
(
  'contact_submission',
  'Answered: thank you for your message',
  e'Hello {{first_name}},\n\nThank you for contacting the Idaho AI Alliance.\n\n'
  '[Your answer here]\n\nIf anything else comes up, reply to this e-mail and quote your '
  'reference {{reference}}.\n\nKind regards,\n{{reviewer_name}}\nIdaho AI Alliance'
),
(
  'alliance_registration',
  'Welcome to the alliance',
  e'Hello {{first_name}},\n\nThank you for registering your organization with the Idaho AI '
  'Alliance. A member of our team will contact you about next steps, partnership options and '
  'upcoming events.\n\nYour reference: {{reference}}\n\nKind regards,\n{{reviewer_name}}\n'
  'Idaho AI Alliance'
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
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_expires_at timestamptz,
  give_up_at timestamptz not null default now() + interval '24 hours',
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
  constraint desk_replies_sending_has_lease check (state <> 'sending' or lease_expires_at is not null),
  constraint desk_replies_sent_has_time check (state <> 'sent' or sent_at is not null)
);

comment on table public.desk_replies is
  'Replies sent from the desk, each its own outbox entry (kind reply). Admins read; only send_desk_reply and the service role write.';

create index desk_replies_record_idx on public.desk_replies (record_kind, record_id, created_at);
create index desk_replies_due_idx on public.desk_replies (next_attempt_at) where state = 'pending';
create index desk_replies_lease_idx on public.desk_replies (lease_expires_at) where state = 'sending';

alter table public.desk_replies enable row level security;
revoke all on table public.desk_replies from public, anon, authenticated;
grant select on table public.desk_replies to authenticated;
grant all on table public.desk_replies to service_role;

create policy "admins read desk replies"
  on public.desk_replies for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

/*
 * Sends a reply from the desk: in one transaction, optionally sets the record's status (recorded
 * in its history as the caller's change) and queues the reply for the worker, addressed to the
 * record's own e-mail address. The same p_request_id again returns the first reply unchanged.
 * Refused unless the caller is an admin.
 */
create function public.send_desk_reply(
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
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
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
    raise exception 'No such record' using errcode = 'P0002';
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

revoke all on function public.send_desk_reply(text, uuid, uuid, text, text) from public, anon;
grant execute on function public.send_desk_reply(text, uuid, uuid, text, text)
  to authenticated, service_role;

/*
 * The worker's side of replies: claims due rows (pending and due, or an expired lease) with a
 * lease, without waiting for rows another worker holds.
 */
create function public.claim_due_replies(p_limit integer default 10)
returns table (
  id uuid, record_kind text, record_id uuid, recipient text, reference text, body text,
  attempts integer, record_exists boolean
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select r.id
    from public.desk_replies r
    where (r.state = 'pending' and r.next_attempt_at <= pg_catalog.now())
       or (r.state = 'sending' and r.lease_expires_at <= pg_catalog.now())
    order by r.next_attempt_at
    limit greatest(1, least(coalesce(p_limit, 10), 100))
    for update skip locked
  ),
  claimed as (
    update public.desk_replies r
    set state = 'sending',
        attempts = r.attempts + 1,
        lease_expires_at = pg_catalog.now() + private.notification_lease(),
        updated_at = pg_catalog.now()
    from due
    where r.id = due.id
    returning r.id, r.record_kind, r.record_id, r.recipient, r.reference, r.body, r.attempts
  )
  select c.id, c.record_kind, c.record_id, c.recipient, c.reference, c.body, c.attempts,
    private.notification_record(c.record_kind, c.record_id) is not null
  from claimed c;
end;
$$;

create function public.record_reply_sent(p_reply_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.desk_replies
  set state = 'sent',
      sent_at = pg_catalog.now(),
      lease_expires_at = null,
      last_error = null,
      updated_at = pg_catalog.now()
  where id = p_reply_id and state = 'sending';
  return found;
end;
$$;

-- A failed attempt: back to pending after 1, 2, 4 ... 60 minutes, or 'failed' past give_up_at.
create function public.record_reply_failure(
  p_reply_id uuid,
  p_error text,
  p_permanent boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.desk_replies;
begin
  update public.desk_replies r
  set state = case
        when p_permanent or r.give_up_at <= pg_catalog.now() then 'failed'
        else 'pending'
      end,
      next_attempt_at = pg_catalog.now()
        + least(60, pg_catalog.power(2, least(greatest(r.attempts, 1) - 1, 6)))
          * interval '1 minute',
      lease_expires_at = null,
      last_error = pg_catalog.left(coalesce(nullif(p_error, ''), 'Unknown error'), 1000),
      updated_at = pg_catalog.now()
  where r.id = p_reply_id and r.state = 'sending'
  returning * into updated;
  if updated.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;

/*
 * Admins: try a reply again now (a failed one, or a pending one waiting out its back-off), with a
 * fresh 24 hours of retries. A reply being sent or already sent is left as it is.
 */
create function public.retry_desk_reply(p_reply_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.desk_replies;
begin
  if not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only admins can retry replies' using errcode = '42501';
  end if;
  update public.desk_replies
  set state = 'pending',
      next_attempt_at = pg_catalog.now(),
      give_up_at = pg_catalog.now() + interval '24 hours',
      updated_at = pg_catalog.now()
  where id = p_reply_id and state in ('pending', 'failed')
  returning * into updated;
  if updated.id is null then
    select * into updated from public.desk_replies where id = p_reply_id;
    if updated.id is null then
      raise exception 'No such reply' using errcode = 'P0002';
    end if;
  end if;
  return pg_catalog.to_jsonb(updated);
end;
$$;

revoke all on function public.retry_desk_reply(uuid) from public, anon;
grant execute on function public.retry_desk_reply(uuid) to authenticated, service_role;

revoke all on function public.claim_due_replies(integer),
  public.record_reply_sent(uuid),
  public.record_reply_failure(uuid, text, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_due_replies(integer),
  public.record_reply_sent(uuid),
  public.record_reply_failure(uuid, text, boolean)
  to service_role;

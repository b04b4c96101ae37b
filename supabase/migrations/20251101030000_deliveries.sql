-- Deliveries: the one outbox (`notification_deliveries`) for every e-mail the project sends, its
-- claim, lease, back-off and sent/failed bookkeeping, the replies that come back by e-mail, mail
-- health, and the schedule that runs the deliver-notifications worker.
-- Baseline file 4 of 7 (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- The notification outbox: every stored submission is owed exactly one e-mail to the reviewers.
--
-- An AFTER INSERT trigger on the three intake tables writes one `notification_deliveries` row per
-- stored submission, in the same transaction as the submission itself, so a row that exists is a
-- row that will be notified, whatever the visitor's browser does next. Two senders work from it:
--
-- * the fast path: the notification function the app calls right after its insert claims the
--   stored row that matches the payload (never-attempted rows only) and sends the e-mail at once;
-- * the worker: the `deliver-notifications` function, called every minute by pg_cron through
--   pg_net, claims what is due (new rows after a 20 s head start for the fast path, failed
--   attempts after their back-off, expired leases of a sender that died mid-send) and sends it.
--
-- Claims are leases: a sender that crashes leaves a 'sending' row whose lease expires and which the
-- worker then retries. Failures back off 1, 2, 4 ... 60 minutes; after 24 hours of failures the row
-- becomes 'failed' with the reason, which an admin sees and can resend.
--
-- Access: admins read delivery state; nobody but the service role writes it (the functions use the
-- service-role RPCs below, which anon and authenticated cannot execute). Admins put a row back to
-- pending through resend_notification, which checks the role itself.

-- One outbox for every e-mail the project sends (issue 28, item 1).
--
-- THE TABLE (for anyone reading delivery state, e.g. a mail-health view): public.notification_deliveries
--   one row per e-mail owed, whatever its kind:
--   kind            'notification' (to the reviewers), 'acknowledgement' (to the record's address),
--                   'reply' (a reviewer's reply from the desk; item_id = public.desk_replies.id),
--                   'inbound_notice' (an answer that came back; item_id = public.inbound_messages.id),
--                   'deletion_confirmation' (item_id = public.deletion_requests.id)
--   record_kind, record_id   the submission the e-mail is about
--   item_id         the kind's own row when a record can owe several of that kind; null for the
--                   record's single notification and acknowledgement
--   recipient       the person's address (null for notifications and inbound notices: the routed
--                   reviewers)
--   state           pending -> sending (leased) -> sent | failed; 'skipped' = never to be sent
--   attempts, next_attempt_at, lease_expires_at, give_up_at, sent_at, last_error, skipped_reason
--   resend_generation  bumped by an admin's "Send again"; part of the e-mail's identity
--
-- One of each, by delivery id, for every kind (desk replies included):
--   private.lease_delivery        the one claim (state sending, one more attempt, a lease)
--   public.claim_due_notifications  the worker's claim of every due row of every kind
--   public.record_delivery_sent   the one mark-sent
--   public.record_delivery_failure  the one mark-failed and back-off (1, 2, 4 ... 60 minutes;
--                                 failed after give_up_at)
--   private.requeue_delivery      the one "due again now" (resend, retry)
-- The fast path's claims (claim_notification_for_submission, claim_acknowledgement) use the same
-- lease; record_notification_sent/failure remain as record-keyed names for the one mark.
--
-- Idempotency rule (supabase/functions/_shared/outbox.ts, deliveryIdentity): every attempt of one
-- delivery carries the same Message-ID and Resend Idempotency-Key, made of its kind, record, item
-- and resend generation; Resend drops a repeated key and the local inbox a repeated Message-ID, so
-- a sender killed after the mail service accepted and before "sent" was recorded causes no second
-- e-mail when the lease expires and the worker tries again.
--
-- desk_replies keeps what was written (author, recipient, body) and shows where its e-mail stands
-- (state, attempts, last_error, sent_at) as a copy the outbox writes; it no longer schedules
-- anything itself.

create table public.notification_deliveries (
  id uuid primary key default gen_random_uuid(),
  -- The same strings the reviewers' desk uses for notes.
  record_kind text not null,
  record_id uuid not null,
  state text not null default 'pending',
  attempts integer not null default 0,
  -- The fast path's head start: the worker leaves a new row to the function the app calls, whose
  -- e-mail is sent seconds after the submission.
  next_attempt_at timestamptz not null default now() + interval '20 seconds',
  -- Set while a sender holds the row ('sending'); past it, the worker may take the row over.
  lease_expires_at timestamptz,
  -- Failing attempts stop being retried after this; a resend moves it 24 hours ahead again.
  give_up_at timestamptz not null default now() + interval '24 hours',
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Bumped by an admin's "Send again": part of the e-mail's identity (see the resend generation
  -- below).
  resend_generation integer not null default 0
    constraint notification_deliveries_resend_generation_check check (resend_generation >= 0),
  kind text not null default 'notification',
  -- The person's address (lower case), copied from the record when the row is written; null for
  -- notifications and inbound notices, whose recipients are the routed reviewers.
  recipient text,
  skipped_reason text,
  -- The kind's own row when a record can owe several of that kind (a reply, an inbound message, a
  -- deletion request); null for the record's single notification and acknowledgement.
  item_id uuid,
  -- A combined acknowledgement's earlier references (the limits on e-mail to a person, below).
  earlier_references text[],
  -- Which limit on e-mail to a person skipped the row (mail health counts and names it).
  skipped_limit text,

  constraint notification_deliveries_record_key
    unique nulls not distinct (record_kind, record_id, kind, item_id),
  constraint notification_deliveries_record_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration', 'auth_user')
  ),
  constraint notification_deliveries_state_allowed check (
    state in ('pending', 'sending', 'sent', 'failed', 'skipped')
  ),
  constraint notification_deliveries_attempts_not_negative check (attempts >= 0),
  constraint notification_deliveries_sending_has_lease check (
    state <> 'sending' or lease_expires_at is not null
  ),
  constraint notification_deliveries_sent_has_time check (state <> 'sent' or sent_at is not null),
  constraint notification_deliveries_kind_allowed check (
    kind in (
      'notification', 'acknowledgement', 'reply', 'inbound_notice', 'deletion_confirmation',
      'auth_email'
    )
  ),
  constraint notification_deliveries_skipped_has_reason check (
    (state = 'skipped') = (skipped_reason is not null)
  ),
  constraint notification_deliveries_person_has_recipient check (
    (kind in ('notification', 'inbound_notice')) = (recipient is null)
  ),
  constraint notification_deliveries_item_only_for_replies check (
    (kind in ('reply', 'inbound_notice', 'deletion_confirmation', 'auth_email')) = (item_id is not null)
  ),
  constraint notification_deliveries_auth_email_is_about_a_user check (
    (kind = 'auth_email') = (record_kind = 'auth_user')
  ),
  constraint notification_deliveries_skipped_limit_allowed check (
    skipped_limit in ('mailbox', 'network', 'project_hour', 'project_day')
  )
);

comment on column public.notification_deliveries.earlier_references is
  'A combined acknowledgement: the references of the same person''s earlier records of the same '
  'form within the hour, which the e-mail names with this one.';

comment on column public.notification_deliveries.skipped_limit is
  'Which limit on e-mail to a person skipped this row: mailbox, network, project_hour (the hour''s '
  'share of the day) or project_day; null when no limit did.';

create index notification_deliveries_due_idx
  on public.notification_deliveries (next_attempt_at) where state = 'pending';

create index notification_deliveries_lease_idx
  on public.notification_deliveries (lease_expires_at) where state = 'sending';

alter table public.notification_deliveries enable row level security;

revoke all on table public.notification_deliveries from anon, authenticated, public;

grant select on table public.notification_deliveries to authenticated;

grant all on table public.notification_deliveries to service_role;

-- The only policy: admins read. No insert, update or delete policy exists for anon or
-- authenticated, so they change nothing; the service role bypasses RLS.
create policy "team reads notification deliveries"
  on public.notification_deliveries for select to authenticated
  using ((select public.can_work_submissions()));

-- ---------------------------------------------------------------------------------------------
-- Which table holds each kind of record, and the columns a notification payload must name.
-- ---------------------------------------------------------------------------------------------
create function private.notification_table(p_record_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_record_kind
    when 'coach_application' then 'coach_applications'
    when 'contact_submission' then 'contact_submissions'
    when 'alliance_registration' then 'alliance_registrations'
  end
$$;
revoke all on function private.notification_table(text) from public;

-- The columns the app inserts (src/features/*/api/submit-*.ts): a fast-path payload must describe
-- every one of them, so a partial payload (an e-mail address alone) can never match a row.
create function private.notification_columns(p_record_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_record_kind
    when 'coach_application' then array[
      'first_name', 'last_name', 'email', 'phone', 'city', 'region', 'organization', 'title',
      'experience', 'ai_experience', 'teaching_experience', 'availability', 'motivation'
    ]
    when 'contact_submission' then array[
      'first_name', 'last_name', 'email', 'phone', 'organization_type', 'organization_name',
      'subject', 'message'
    ]
    when 'alliance_registration' then array[
      'first_name', 'last_name', 'email', 'phone', 'organization', 'organization_type', 'title',
      'interests', 'message'
    ]
  end
$$;
revoke all on function private.notification_columns(text) from public;

-- The stored submission as JSON, for the worker to render (null when it no longer exists).
create or replace function private.notification_record(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if private.notification_table(p_record_kind) is null then
    return null;
  end if;
  execute pg_catalog.format(
    'select pg_catalog.to_jsonb(t) from public.%I t where t.id = $1',
    private.notification_table(p_record_kind)
  )
  into result
  using p_record_id;
  return result;
end;
$$;
revoke all on function private.notification_record(text, uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- No mail cannon (issue 26, item 8), and re-applying is acknowledged (item 6)
-- ---------------------------------------------------------------------------------------------
-- One rule, in one place, for every e-mail to a person that a visitor or a status change causes:
-- the kinds listed in private.person_mail_limits ('acknowledgement' and 'status_update'; a kind
-- not yet in the outbox's kind check is simply never seen). A BEFORE INSERT trigger on the outbox
-- decides, so whatever inserts such a row is limited. It replaced a single rule in
-- private.enqueue_notification (one acknowledgement per exact address per hour), through which a
-- visitor could reach one mailbox through plus-tags (jane+1@, jane+2@ ...), Gmail's dots and many
-- addresses, from two client addresses, about 200 times in a run; and a person who applied again
-- "because I have not heard back" heard nothing.
--
-- THE LIMITS (private.person_mail_limits, one row; an operator may change a figure with UPDATE):
--   per mailbox   3 an hour, 10 a day      (the mailbox as counted: see private.mailbox_key)
--   per network   20 an hour, 60 a day     (acknowledgements caused by a visitor's request, by
--                                           its client address's /24 or /64)
--   project-wide  1000 a day               (every person e-mail of the listed kinds)
-- A real applicant meets none of them: one person sends one to three forms, perhaps twice; a school
-- or a conference room behind one network sends a few an hour; the busiest launch day expected is
-- in the low hundreds. Only e-mails let through count towards a limit.
--
-- A refused e-mail never refuses the submission: the row is stored 'skipped' with the reason, which
-- the desk shows where it shows the acknowledgement's state. An admin's "Send again" of a skipped
-- acknowledgement is not an insert and is not limited.
--
-- RE-APPLYING: an acknowledgement to a mailbox that already had an acknowledgement for the same
-- form within the hour is one combined acknowledgement: its row carries the earlier records'
-- references (earlier_references), and the e-mail names this reference and the earlier ones. The
-- mailbox limits above still apply to it.
--
-- What is kept to count: private.person_mail_sends, one row per listed e-mail inserted, holding a
-- salted hash of the mailbox and of the network (never either in readable form), forgotten after a
-- day. The stored address on the record and on the delivery stays exactly as typed (lower case on
-- the delivery, as before).

-- ---------------------------------------------------------------------------------------------
-- The limits, in one place
-- ---------------------------------------------------------------------------------------------
create table private.person_mail_limits (
  singleton boolean primary key default true check (singleton),
  kinds text[] not null,
  mailbox_per_hour integer not null check (mailbox_per_hour > 0),
  mailbox_per_day integer not null check (mailbox_per_day >= mailbox_per_hour),
  network_per_hour integer not null check (network_per_hour > 0),
  network_per_day integer not null check (network_per_day >= network_per_hour),
  project_per_day integer not null check (project_per_day > 0),
  -- The day is spent an hour's share at a time (issue 32, item 8): at most project_per_hour of
  -- project_per_day in any sliding hour, so one burst, from however many networks, spends at most
  -- 100 of the day's 1,000 and leaves 900 for everyone after that hour.
  project_per_hour integer not null default 100 check (project_per_hour > 0)
);

comment on table private.person_mail_limits is
  'The limits on e-mail to a person (issue 26, item 8): which outbox kinds they cover and the '
  'figures per mailbox, per network and project-wide. One row.';

comment on column private.person_mail_limits.project_per_hour is
  'The hour''s share of project_per_day: at most this many e-mails to people in any sliding hour, '
  'so a burst cannot spend the whole day.';

insert into private.person_mail_limits (
  kinds, mailbox_per_hour, mailbox_per_day, network_per_hour, network_per_day, project_per_day
) values (array['acknowledgement', 'status_update'], 3, 10, 20, 60, 1000);

alter table private.person_mail_limits enable row level security;
revoke all on table private.person_mail_limits from public, anon, authenticated, service_role;
-- Read only by definer-rights functions: a read policy that admits nothing says so (the Advisor's
-- rls_enabled_no_policy), so a grant added by mistake later still reads nothing.
create policy "no API role reads the person-mail limits"
  on private.person_mail_limits for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- The mailbox as counted
-- ---------------------------------------------------------------------------------------------
/*
 * The mailbox an address delivers to, for counting only (the stored address never changes):
 *   - lower case, surrounding blanks removed: no provider a person uses treats Jane@ and jane@ as
 *     two mailboxes, though RFC 5321 allows it;
 *   - a plus-tag removed (jane+anything@ -> jane@), at every domain: sub-addressing (RFC 5233) is
 *     how Gmail, Outlook, iCloud, Fastmail, Proton and most hosts deliver tagged mail to one
 *     mailbox; at the rare host where '+' names another mailbox, two people share one count, which
 *     only makes the limit stricter for them;
 *   - dots removed from the local part at gmail.com and googlemail.com only (one domain for both):
 *     Gmail alone ignores dots; elsewhere j.doe@ and jdoe@ are different people.
 * Text without an '@' is counted as given (lower case).
 */
create function private.mailbox_key(address text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  cleaned text := pg_catalog.lower(pg_catalog.btrim(address));
  at integer := pg_catalog.length(cleaned) - pg_catalog.strpos(pg_catalog.reverse(cleaned), '@') + 1;
  local text;
  domain text;
begin
  if pg_catalog.strpos(cleaned, '@') = 0 then
    return cleaned;
  end if;
  local := pg_catalog.substr(cleaned, 1, at - 1);
  domain := pg_catalog.substr(cleaned, at + 1);
  local := pg_catalog.split_part(local, '+', 1);
  if domain in ('gmail.com', 'googlemail.com') then
    local := pg_catalog.replace(local, '.', '');
    domain := 'gmail.com';
  end if;
  return local || '@' || domain;
end;
$$;

comment on function private.mailbox_key(text) is
  'The mailbox an address delivers to, for counting e-mails only: lower case, plus-tag removed, '
  'dots removed at gmail.com/googlemail.com.';

revoke all on function private.mailbox_key(text) from public, anon, authenticated, service_role;

/*
 * The network an e-mail to a person is counted against: the client address's /24 for IPv4 and /64
 * for IPv6 (private.client_network counts single IPv4 addresses for the submission limits; a
 * mail cannon rents neighbouring addresses more easily than whole networks). Text that is not an
 * address is counted as given.
 */
create function private.mail_limit_network(address text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := pg_catalog.btrim(address)::inet;
  exception when others then
    return pg_catalog.lower(pg_catalog.btrim(address));
  end;
  return pg_catalog.network(
    pg_catalog.set_masklen(parsed, case pg_catalog.family(parsed) when 6 then 64 else 24 end)
  )::text;
end;
$$;

revoke all on function private.mail_limit_network(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What is counted
-- ---------------------------------------------------------------------------------------------
create table private.person_mail_sends (
  delivery_id uuid primary key,
  kind text not null,
  record_kind text not null,
  record_id uuid not null,
  mailbox_hash bytea not null,
  network_hash bytea,
  -- false for a skipped e-mail: it is kept only so a later acknowledgement can name the record.
  counted boolean not null,
  created_at timestamptz not null default pg_catalog.now()
);

comment on table private.person_mail_sends is
  'One row per e-mail to a person of a limited kind, for a day: salted hashes of its mailbox and '
  'network, whether it counted (was let through). Never the address itself.';

create index person_mail_sends_mailbox_idx on private.person_mail_sends (mailbox_hash, created_at);
create index person_mail_sends_network_idx on private.person_mail_sends (network_hash, created_at)
  where network_hash is not null;
create index person_mail_sends_created_idx on private.person_mail_sends (created_at);

alter table private.person_mail_sends enable row level security;
revoke all on table private.person_mail_sends from public, anon, authenticated, service_role;
create policy "no API role reads what is counted of e-mail to people"
  on private.person_mail_sends for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- The one rule
-- ---------------------------------------------------------------------------------------------
/*
 * BEFORE INSERT on the outbox, for the kinds private.person_mail_limits lists: marks the row
 * skipped (with the reason the desk shows) when its mailbox, its network or the project has had
 * enough e-mail, and makes an acknowledgement combined when the same mailbox had one for the same
 * form within the hour. Serialised per mailbox, then per network (always in that order, so two
 * inserts cannot wait for each other).
 */
create or replace function private.limit_person_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.person_mail_limits;
  salt text := (select s.salt::text from private.intake_limit_salt s limit 1);
  caller text := coalesce(pg_catalog.current_setting('role', true), '');
  mailbox bytea;
  network bytea;
  client text;
  reason text;
  limit_hit text;
  project_day bigint;
  project_hour bigint;
begin
  select * into limits from private.person_mail_limits;
  if new.kind <> all (limits.kinds) or new.state <> 'pending' or new.recipient is null then
    return new;
  end if;

  mailbox := pg_catalog.sha256(pg_catalog.convert_to(
    salt || '|mailbox|' || private.mailbox_key(new.recipient), 'UTF8'
  ));
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('person-mail:' || pg_catalog.encode(mailbox, 'hex'), 0)
  );

  -- A visitor's request (anon, or a signed-in person who does not work the desk) is counted by its
  -- client address, read as the intake limits read it; a reviewer's status change is not.
  if caller = 'anon' or (caller = 'authenticated' and not coalesce(public.can_work_submissions(), false)) then
    client := private.client_address(
      nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
    );
  end if;
  if client is not null then
    network := pg_catalog.sha256(pg_catalog.convert_to(
      salt || '|mail-network|' || private.mail_limit_network(client), 'UTF8'
    ));
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('person-mail-network:' || pg_catalog.encode(network, 'hex'), 0)
    );
  end if;

  if new.kind = 'acknowledgement' then
    select pg_catalog.array_agg(r.reference order by r.created_at)
    into new.earlier_references
    from (
      select s.created_at, private.notification_record(s.record_kind, s.record_id) ->> 'reference' as reference
      from private.person_mail_sends s
      where s.mailbox_hash = mailbox
        and s.kind = 'acknowledgement'
        and s.record_kind = new.record_kind
        and s.record_id <> new.record_id
        and s.created_at > pg_catalog.now() - interval '1 hour'
    ) r
    where r.reference is not null;
  end if;

  select case
    when pg_catalog.count(*) filter (where s.created_at > pg_catalog.now() - interval '1 hour')
      >= limits.mailbox_per_hour then pg_catalog.format(
        '%s e-mails already went to this mailbox in the last hour (at most %s an hour; '
        || 'case, dots and +tags count as one mailbox)', limits.mailbox_per_hour, limits.mailbox_per_hour)
    when pg_catalog.count(*) >= limits.mailbox_per_day then pg_catalog.format(
        '%s e-mails already went to this mailbox in the last day (at most %s a day; '
        || 'case, dots and +tags count as one mailbox)', limits.mailbox_per_day, limits.mailbox_per_day)
    end
  into reason
  from private.person_mail_sends s
  where s.mailbox_hash = mailbox and s.counted and s.created_at > pg_catalog.now() - interval '1 day';

  if reason is null and network is not null then
    select case
      when pg_catalog.count(*) filter (where s.created_at > pg_catalog.now() - interval '1 hour')
        >= limits.network_per_hour then pg_catalog.format(
          '%s e-mails were already caused from this network in the last hour (at most %s an hour)',
          limits.network_per_hour, limits.network_per_hour)
      when pg_catalog.count(*) >= limits.network_per_day then pg_catalog.format(
          '%s e-mails were already caused from this network in the last day (at most %s a day)',
          limits.network_per_day, limits.network_per_day)
      end
    into reason
    from private.person_mail_sends s
    where s.network_hash = network and s.counted
      and s.created_at > pg_catalog.now() - interval '1 day';
  end if;

  if reason is not null then
    limit_hit := case when reason like '%mailbox%' then 'mailbox' else 'network' end;
  end if;

  -- The project's day, spent an hour's share at a time: a burst from many networks takes at most
  -- project_per_hour of the day's project_per_day, and the rest stays for the people after it.
  if reason is null then
    select
      pg_catalog.count(*),
      pg_catalog.count(*) filter (where s.created_at > pg_catalog.now() - interval '1 hour')
    into project_day, project_hour
    from private.person_mail_sends s
    where s.counted and s.created_at > pg_catalog.now() - interval '1 day';
    if project_day >= limits.project_per_day then
      reason := pg_catalog.format(
        'The day''s ceiling of %s e-mails to people was reached', limits.project_per_day
      );
      limit_hit := 'project_day';
    elsif project_hour >= limits.project_per_hour then
      reason := pg_catalog.format(
        'The hour''s share of %s e-mails to people was reached (the day''s ceiling of %s is spent '
        || 'at most %s an hour)', limits.project_per_hour, limits.project_per_day,
        limits.project_per_hour
      );
      limit_hit := 'project_hour';
    end if;
  end if;

  if reason is not null then
    new.state := 'skipped';
    new.skipped_reason := reason;
    new.skipped_limit := limit_hit;
  end if;

  -- Counted here, in the row's own transaction and under the locks above. An insert that then
  -- meets a conflict and does nothing leaves this row behind: it can only make a limit stricter.
  insert into private.person_mail_sends (
    delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted
  ) values (new.id, new.kind, new.record_kind, new.record_id, mailbox, network, reason is null)
  on conflict (delivery_id) do nothing;

  -- Keep no more than a day.
  delete from private.person_mail_sends where created_at < pg_catalog.now() - interval '1 day';
  return new;
end;
$$;

revoke all on function private.limit_person_mail() from public, anon, authenticated, service_role;

create trigger notification_deliveries_limit_person_mail
  before insert on public.notification_deliveries
  for each row execute function private.limit_person_mail();

-- ---------------------------------------------------------------------------------------------
-- The trigger that fills the outbox from the intake tables: every record owes one notification
-- and one acknowledgement, which the rule above lets through, combines or skips.
-- ---------------------------------------------------------------------------------------------
create function private.enqueue_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- A deleted submission is owed nothing any more.
    delete from public.notification_deliveries
    where record_kind = tg_argv[0] and record_id = old.id;
    return null;
  end if;

  insert into public.notification_deliveries (record_kind, record_id, kind)
  values (tg_argv[0], new.id, 'notification')
  on conflict (record_kind, record_id, kind, item_id) do nothing;

  insert into public.notification_deliveries (record_kind, record_id, kind, recipient)
  values (tg_argv[0], new.id, 'acknowledgement', pg_catalog.lower(new.email))
  on conflict (record_kind, record_id, kind, item_id) do nothing;
  return null;
end;
$$;
revoke all on function private.enqueue_notification() from public;

create trigger coach_applications_enqueue_notification
  after insert or delete on public.coach_applications
  for each row execute function private.enqueue_notification('coach_application');

create trigger contact_submissions_enqueue_notification
  after insert or delete on public.contact_submissions
  for each row execute function private.enqueue_notification('contact_submission');

create trigger alliance_registrations_enqueue_notification
  after insert or delete on public.alliance_registrations
  for each row execute function private.enqueue_notification('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- Service-role RPCs, called by the notification functions with the key the platform gives them.
-- ---------------------------------------------------------------------------------------------

-- How long a sender may hold a row; far above one send's 10 s time-out.
create function private.notification_lease()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '3 minutes' $$;
revoke all on function private.notification_lease() from public;

-- ---------------------------------------------------------------------------------------------
-- The claims, on the one lease.
-- ---------------------------------------------------------------------------------------------
create function public.claim_notification_for_submission(p_record_kind text, p_row jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  matches constant text := $match$
    pg_catalog.lower(t.email) = pg_catalog.lower($1 ->> 'email')
    and not exists (
      select 1 from pg_catalog.jsonb_each($1) as field
      where (pg_catalog.to_jsonb(t) -> field.key) is distinct from field.value
    )
  $match$;
  claimed public.notification_deliveries;
  delivery_id uuid;
  found_any boolean;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_row is null or pg_catalog.jsonb_typeof(p_row) <> 'object'
    or not (p_row ?& columns)
    or exists (select 1 from pg_catalog.jsonb_object_keys(p_row) as key where key <> all (columns))
  then
    raise exception 'The payload does not describe a % row', p_record_kind using errcode = '22023';
  end if;

  execute pg_catalog.format(
    $sql$
      select d.id
      from public.notification_deliveries d
      join public.%I t on t.id = d.record_id
      where d.record_kind = $2
        and d.kind = 'notification'
        and d.state = 'pending'
        and d.attempts = 0
        and t.created_at > pg_catalog.now() - interval '15 minutes'
        and %s
      order by t.created_at
      limit 1
      for update of d skip locked
    $sql$,
    source_table,
    matches
  )
  into delivery_id
  using p_row, p_record_kind;

  if delivery_id is not null then
    claimed := private.lease_delivery(delivery_id);
    return pg_catalog.jsonb_build_object(
      'outcome', 'claimed', 'delivery_id', claimed.id, 'record_id', claimed.record_id,
      'attempts', claimed.attempts, 'resend_generation', claimed.resend_generation,
      'record', private.notification_record(p_record_kind, claimed.record_id)
    );
  end if;

  execute pg_catalog.format(
    'select exists (select 1 from public.%I t where %s)', source_table, matches
  )
  into found_any
  using p_row;
  return pg_catalog.jsonb_build_object(
    'outcome', case when found_any then 'already_handled' else 'not_found' end
  );
end;
$$;
revoke all on function public.claim_notification_for_submission(text, jsonb) from public, anon, authenticated;
grant execute on function public.claim_notification_for_submission(text, jsonb) to service_role;

create function public.claim_due_notifications(p_limit integer default 10)
returns table (
  id uuid, record_kind text, record_id uuid, attempts integer, record jsonb,
  resend_generation integer, kind text, item_id uuid, recipient text, content jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due_id uuid;
  claimed public.notification_deliveries;
begin
  for due_id in
    select d.id
    from public.notification_deliveries d
    where (d.state = 'pending' and d.next_attempt_at <= pg_catalog.now())
       or (d.state = 'sending' and d.lease_expires_at <= pg_catalog.now())
    order by d.next_attempt_at
    limit greatest(1, least(coalesce(p_limit, 10), 100))
    for update skip locked
  loop
    claimed := private.lease_delivery(due_id);
    id := claimed.id;
    record_kind := claimed.record_kind;
    record_id := claimed.record_id;
    attempts := claimed.attempts;
    record := private.notification_record(claimed.record_kind, claimed.record_id);
    resend_generation := claimed.resend_generation;
    kind := claimed.kind;
    item_id := claimed.item_id;
    recipient := claimed.recipient;
    content := private.delivery_content(claimed);
    return next;
  end loop;
end;
$$;
revoke all on function public.claim_due_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_due_notifications(integer) to service_role;

create function public.record_notification_sent(
  p_record_kind text,
  p_record_id uuid,
  p_kind text default 'notification'
)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce((
    select public.record_delivery_sent(d.id) from public.notification_deliveries d
    where d.record_kind = p_record_kind and d.record_id = p_record_id and d.kind = p_kind
      and d.item_id is null
  ), false)
$$;
revoke all on function public.record_notification_sent(text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_notification_sent(text, uuid, text) to service_role;

create function public.record_notification_failure(
  p_record_kind text,
  p_record_id uuid,
  p_error text,
  p_permanent boolean default false,
  p_kind text default 'notification'
)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select public.record_delivery_failure(d.id, p_error, p_permanent)
  from public.notification_deliveries d
  where d.record_kind = p_record_kind and d.record_id = p_record_id and d.kind = p_kind
    and d.item_id is null
$$;
revoke all on function public.record_notification_failure(text, uuid, text, boolean, text) from public, anon, authenticated;
grant execute on function public.record_notification_failure(text, uuid, text, boolean, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins: send a notification again, retry a reply (both the one requeue).
-- ---------------------------------------------------------------------------------------------
create function public.resend_notification(p_record_kind text, p_record_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  record_exists boolean;
  delivery public.notification_deliveries;
  requeued public.notification_deliveries;
begin
  if not public.can_work_submissions() then
    raise exception 'Only admins can resend notifications' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', source_table)
  into record_exists
  using p_record_id;
  if not record_exists then
    raise exception 'That record was not found; it may have been deleted.' using errcode = 'PT404';
  end if;

  -- A record stored before the outbox existed gets its delivery now.
  insert into public.notification_deliveries as d (record_kind, record_id, kind, next_attempt_at)
  values (p_record_kind, p_record_id, 'notification', pg_catalog.now())
  on conflict (record_kind, record_id, kind, item_id) do nothing
  returning * into delivery;
  if delivery.id is null then
    select * into delivery from public.notification_deliveries d
    where d.record_kind = p_record_kind and d.record_id = p_record_id
      and d.kind = 'notification' and d.item_id is null
    for update;
    requeued := private.requeue_delivery(delivery.id, true);
    if requeued.id is not null then
      delivery := requeued;
    end if;
  end if;
  return pg_catalog.to_jsonb(delivery);
end;
$$;
revoke all on function public.resend_notification(text, uuid) from public, anon;
grant execute on function public.resend_notification(text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule: every minute, pg_cron asks pg_net to POST to the deliver-notifications function,
-- with the project URL and the service-role key read from Supabase Vault (the two secrets
-- `project_url` and `service_role_key`, set once per project; see README "Notifications").
-- Hosted Supabase provides pg_cron, pg_net and Vault; the local stack provides stand-ins with the
-- same interface (stack/db/platform.sql) and runs them (stack/scheduler/), so this runs unchanged.
-- ---------------------------------------------------------------------------------------------
do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;

  if pg_catalog.to_regnamespace('cron') is null or pg_catalog.to_regnamespace('net') is null then
    raise warning 'pg_cron or pg_net is missing: deliver-notifications is not scheduled';
    return;
  end if;

  -- cron.schedule with an existing name replaces that job, so this is safe to run again.
  perform cron.schedule(
    'deliver-notifications',
    '* * * * *',
    $command$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/deliver-notifications',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets
          where name = 'deliver_notifications_secret'
        )
      ),
      body := jsonb_build_object('scheduled_at', now()),
      timeout_milliseconds := 30000
    ) as request_id;
    $command$
  );
end;
$schedule$;

-- Resend idempotency keys carry a resend generation.
--
-- The functions send each notification with Resend's Idempotency-Key, which Resend keeps for 24
-- hours. A key fixed per record would make "Send again" on the reviewers' desk within 24 hours of
-- the first e-mail answered with the first send and nothing sent, silently. Each delivery
-- counts its resends (`resend_generation`, bumped by resend_notification); the functions put
-- it in the key (notification/<kind>/<id>/<generation>/<digest of what is sent>), so a resend is a
-- new e-mail while a retry of the same attempt stays deduplicated. The digest makes a retry whose
-- payload changed (new recipients in NOTIFY_TO, new MAIL_FROM) a new key too, where Resend would
-- otherwise answer 409 to every retry. Nothing depends on a custom Message-ID on the Resend path.

comment on column public.notification_deliveries.resend_generation is
  'How many times an admin asked to send this notification again; part of the e-mail''s '
  'Idempotency-Key, so a resend within Resend''s 24 hours is sent rather than deduplicated.';

-- The acknowledgement e-mail to the person who wrote in (issue 18), through the same outbox as the
-- reviewers' notification.
--
-- Each delivery has a `kind`; 'acknowledgement' is addressed to the address stored on the record.
-- The insert trigger writes both, in the same transaction as the submission, so every stored
-- record owes exactly one of each and nothing else: the anon role can cause exactly two e-mails per stored record, both rendered by the
-- functions from the stored row, the acknowledgement addressed to the row's own e-mail. No request
-- names a recipient or any content.
--
-- At most one acknowledgement per address per hour: a later submission from the same address is
-- stored and notified to the reviewers as usual, and its acknowledgement row is written as
-- 'skipped' with the reason, so the desk shows why no e-mail went out. This stops the forms from
-- being used to flood a stranger's mailbox (the per-address limit of five submissions an hour
-- would otherwise let five acknowledgements through).
--
-- The fast path claims the notification by payload, then the
-- acknowledgement of the same record by id; the worker claims whatever is due, of either kind.

comment on column public.notification_deliveries.kind is
  '''notification'' (to the reviewers) or ''acknowledgement'' (to the address on the record).';

comment on column public.notification_deliveries.recipient is
  'The acknowledgement''s address, lower case, from the stored record; null for notifications.';

comment on column public.notification_deliveries.skipped_reason is
  'Why an acknowledgement was not sent (state skipped).';

create index notification_deliveries_acknowledgement_recipient_idx
  on public.notification_deliveries (recipient, created_at)
  where kind = 'acknowledgement';

-- The fast path's acknowledgement claim carries the same content.
create function public.claim_acknowledgement(p_record_kind text, p_record_id uuid)
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
revoke all on function public.claim_acknowledgement(text, uuid) from public, anon, authenticated;
grant execute on function public.claim_acknowledgement(text, uuid) to service_role;

create function public.retry_desk_reply(p_reply_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery_id uuid;
  reply public.desk_replies;
begin
  if not public.can_work_submissions() then
    raise exception 'Only admins can retry replies' using errcode = '42501';
  end if;
  select d.id into delivery_id from public.notification_deliveries d
  where d.kind = 'reply' and d.item_id = p_reply_id
  for update;
  if delivery_id is not null then
    perform private.requeue_delivery(delivery_id, false);
  end if;
  select * into reply from public.desk_replies where id = p_reply_id;
  if reply.id is null then
    raise exception 'That reply was not found; it may have been deleted with its record.' using errcode = 'PT404';
  end if;
  return pg_catalog.to_jsonb(reply);
end;
$$;
revoke all on function public.retry_desk_reply(uuid) from public, anon;
grant execute on function public.retry_desk_reply(uuid) to authenticated, service_role;

-- Mail health on the one outbox (issue 25 item 5, issue 28 item 1): mail_health() reads the
-- outbox alone, and "Try again" is one RPC for every kind, on the outbox's one requeue.

/**
 * Mail health that tells the truth (issue 33, item 7).
 *
 * - The 15-minute rule means 15 minutes. mail_health() listed a waiting e-mail as soon as one
 *   attempt had failed, and the desk's alert called every listed e-mail one that "has failed or
 *   waited over 15 minutes": an e-mail retried after a refusal a minute ago read as 15 minutes
 *   late. Each listed e-mail now says why it is listed ('failed', 'retrying' after a failed
 *   attempt, or 'late': due and unsent for over 15 minutes), and the desk words its alert from
 *   that. An e-mail not yet due (an answer digest, due in an hour) is neither late nor waiting.
 * - Acknowledgements a limit skipped are counted and named: mail_health() answers "skipped": the
 *   day's total, the count per limit (mailbox, network, project_hour, project_day) and the 20
 *   newest, each with the person, the address and the reason.
 * - The visitor's page never promises an e-mail a limit will skip: the intake RPCs answer
 *   "acknowledgement": "sending" or "skipped" beside the reference, decided by the same insert
 *   (private.limit_person_mail runs before the RPC returns).
 */

/* Whether the acknowledgement of the record with this reference will be sent. */
create function private.acknowledgement_outlook(p_record_kind text, p_reference text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_state text;
begin
  execute pg_catalog.format(
    'select d.state from public.notification_deliveries d join public.%I t on t.id = d.record_id
      where t.reference = $1 and d.record_kind = $2 and d.kind = ''acknowledgement''',
    private.notification_table(p_record_kind)
  )
  into found_state
  using p_reference, p_record_kind;
  return case when found_state = 'skipped' then 'skipped' else 'sending' end;
end;
$$;
revoke all on function private.acknowledgement_outlook(text, text) from public, anon, authenticated;

create or replace function public.mail_health()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see mail health' using errcode = '42501';
  end if;

  with deliveries as (
    -- Every e-mail is one outbox row now. The panel keeps its three groups: the answer notice
    -- goes to the reviewers like a notification, the deletion confirmation to the person like a
    -- reply. `id` is the delivery's own id, which public.retry_delivery takes.
    select
      case d.kind
        when 'inbound_notice' then 'notification'
        when 'deletion_confirmation' then 'reply'
        else d.kind
      end as kind,
      d.id, d.record_kind, d.record_id, d.recipient, d.state, d.attempts,
      d.last_error, d.sent_at, d.give_up_at - interval '24 hours' as waiting_since,
      d.next_attempt_at
    from public.notification_deliveries d
    where d.state <> 'skipped'
  ),
  kinds (kind, position) as (
    values ('notification', 1), ('acknowledgement', 2), ('reply', 3)
  ),
  per_kind as (
    select k.kind, k.position,
      count(d.id) filter (where d.state in ('pending', 'sending')) as pending,
      count(d.id) filter (where d.state = 'failed') as failed,
      min(d.waiting_since) filter (
        where d.state in ('pending', 'sending') and d.waiting_since <= pg_catalog.now()
      ) as oldest_waiting_at,
      max(d.sent_at) as last_sent_at
    from kinds k
    left join deliveries d on d.kind = k.kind
    group by k.kind, k.position
  ),
  failing as (
    select d.*
    from deliveries d
    where d.state = 'failed'
      or (d.state in ('pending', 'sending')
        and (d.last_error is not null or d.waiting_since < pg_catalog.now() - interval '15 minutes')
        and d.waiting_since <= pg_catalog.now())
    order by d.waiting_since, d.id
    limit 50
  ),
  named as (
    select f.*,
      coalesce(
        a.first_name || ' ' || a.last_name,
        c.first_name || ' ' || c.last_name,
        l.first_name || ' ' || l.last_name
      ) as name
    from failing f
    left join public.coach_applications a
      on f.record_kind = 'coach_application' and a.id = f.record_id
    left join public.contact_submissions c
      on f.record_kind = 'contact_submission' and c.id = f.record_id
    left join public.alliance_registrations l
      on f.record_kind = 'alliance_registration' and l.id = f.record_id
  )
  ,
  skipped as (
    -- Acknowledgements a limit skipped in the last day, by limit, newest first.
    select d.id, d.record_kind, d.record_id, d.recipient, d.skipped_reason, d.created_at,
      coalesce(d.skipped_limit, 'other') as skipped_limit
    from public.notification_deliveries d
    where d.kind = 'acknowledgement' and d.state = 'skipped'
      and d.created_at > pg_catalog.now() - interval '1 day'
  ),
  skipped_named as (
    select s.*,
      coalesce(
        a.first_name || ' ' || a.last_name,
        c.first_name || ' ' || c.last_name,
        l.first_name || ' ' || l.last_name
      ) as name
    from (select * from skipped order by created_at desc, id limit 20) s
    left join public.coach_applications a
      on s.record_kind = 'coach_application' and a.id = s.record_id
    left join public.contact_submissions c
      on s.record_kind = 'contact_submission' and c.id = s.record_id
    left join public.alliance_registrations l
      on s.record_kind = 'alliance_registration' and l.id = s.record_id
  )
  select pg_catalog.jsonb_build_object(
    'checked_at', pg_catalog.now(),
    'skipped', pg_catalog.jsonb_build_object(
      'total', (select pg_catalog.count(*) from skipped),
      'by_limit', coalesce((
        select pg_catalog.jsonb_object_agg(x.skipped_limit, x.n)
        from (select s.skipped_limit, pg_catalog.count(*) as n from skipped s group by 1) x
      ), '{}'::jsonb),
      'recent', coalesce((
        select pg_catalog.jsonb_agg(
          pg_catalog.jsonb_build_object(
            'id', n.id, 'record_kind', n.record_kind, 'record_id', n.record_id, 'name', n.name,
            'recipient', n.recipient, 'limit', n.skipped_limit, 'reason', n.skipped_reason,
            'skipped_at', n.created_at
          ) order by n.created_at desc, n.id)
        from skipped_named n
      ), '[]'::jsonb)
    ),
    'last_sent_at', (select max(p.last_sent_at) from per_kind p),
    'kinds', (
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'kind', p.kind,
          'pending', p.pending,
          'failed', p.failed,
          'oldest_waiting_at', p.oldest_waiting_at,
          'last_sent_at', p.last_sent_at
        ) order by p.position)
      from per_kind p
    ),
    'failing', coalesce((
      select pg_catalog.jsonb_agg(
        pg_catalog.jsonb_build_object(
          'kind', n.kind,
          'id', n.id,
          'record_kind', n.record_kind,
          'record_id', n.record_id,
          'name', n.name,
          'recipient', n.recipient,
          'state', n.state,
          'attempts', n.attempts,
          'last_error', n.last_error,
          'waiting_since', n.waiting_since,
          'next_attempt_at', n.next_attempt_at,
          -- Why it is listed: failed for good, an attempt failed and it is being retried, or it
          -- has waited over 15 minutes (the alert says which, never "over 15 minutes" of an
          -- e-mail that has not waited that long).
          'why', case
            when n.state = 'failed' then 'failed'
            when n.waiting_since < pg_catalog.now() - interval '15 minutes' then 'late'
            else 'retrying'
          end
        ) order by n.waiting_since, n.id)
      from named n
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.mail_health() is
  'Mail health for the desk''s front page: per kind (notification, acknowledgement, reply) the '
  'waiting and failed counts, the oldest waiting and the last sent, up to 50 failing deliveries '
  'with why each is listed, and the acknowledgements a limit skipped in the last day. Read-only; '
  'refused unless public.can_work_submissions().';
revoke all on function public.mail_health() from public, anon;
grant execute on function public.mail_health() to authenticated, service_role;

comment on column public.notification_deliveries.item_id is
  'The kind''s own row when a record owes several e-mails of that kind (desk_replies.id for replies).';

comment on table public.notification_deliveries is
  'The outbox: one row per e-mail the project owes (notifications, acknowledgements, replies). Admins read; only the service role writes.';

create index notification_deliveries_item_idx
  on public.notification_deliveries (item_id) where item_id is not null;

-- A written reply is owed one e-mail, due at once.
create function private.enqueue_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.notification_deliveries where kind = 'reply' and item_id = old.id;
    return null;
  end if;
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  )
  values (new.record_kind, new.record_id, 'reply', new.id, new.recipient, pg_catalog.now())
  on conflict (record_kind, record_id, kind, item_id) do nothing;
  return null;
end;
$$;
revoke all on function private.enqueue_reply() from public;

-- The desk reads where a reply stands from desk_replies: the outbox keeps that copy current.
create function private.copy_reply_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.desk_replies
  set state = case when new.state = 'skipped' then 'failed' else new.state end,
      attempts = new.attempts,
      last_error = coalesce(new.last_error, new.skipped_reason),
      sent_at = new.sent_at,
      updated_at = pg_catalog.now()
  where id = new.item_id;
  return null;
end;
$$;
revoke all on function private.copy_reply_state() from public;

create trigger notification_deliveries_copy_reply_state
  after update on public.notification_deliveries
  for each row when (new.kind = 'reply')
  execute function private.copy_reply_state();

-- ---------------------------------------------------------------------------------------------
-- The one claim, mark-sent, mark-failed (with the back-off) and requeue.
-- ---------------------------------------------------------------------------------------------

-- Takes one row the caller has selected FOR UPDATE: sending, one more attempt, a lease.
create function private.lease_delivery(p_id uuid)
returns public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries
  set state = 'sending',
      attempts = attempts + 1,
      lease_expires_at = pg_catalog.now() + private.notification_lease(),
      updated_at = pg_catalog.now()
  where id = p_id
  returning *
$$;
revoke all on function private.lease_delivery(uuid) from public;

create function public.record_delivery_sent(p_delivery_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  updated public.notification_deliveries;
begin
  update public.notification_deliveries
  set state = 'sent',
      sent_at = pg_catalog.now(),
      lease_expires_at = null,
      last_error = null,
      updated_at = pg_catalog.now()
  where id = p_delivery_id and state = 'sending'
  returning * into updated;
  if updated.id is null then
    return false;
  end if;
  perform private.after_delivery_settled(updated);
  return true;
end;
$$;
revoke all on function public.record_delivery_sent(uuid) from public, anon, authenticated;
grant execute on function public.record_delivery_sent(uuid) to service_role;

create function public.record_delivery_failure(
  p_delivery_id uuid,
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
  updated public.notification_deliveries;
begin
  update public.notification_deliveries d
  set state = case
        when p_permanent or d.give_up_at <= pg_catalog.now() then 'failed'
        else 'pending'
      end,
      next_attempt_at = pg_catalog.now()
        + least(60, pg_catalog.power(2, least(greatest(d.attempts, 1) - 1, 6)))
          * interval '1 minute',
      lease_expires_at = null,
      last_error = pg_catalog.left(coalesce(nullif(p_error, ''), 'Unknown error'), 1000),
      updated_at = pg_catalog.now()
  where d.id = p_delivery_id and d.state = 'sending'
  returning * into updated;
  if updated.id is null then
    return null;
  end if;
  if updated.state = 'failed' then
    perform private.after_delivery_settled(updated);
  end if;
  return pg_catalog.jsonb_build_object(
    'state', updated.state, 'next_attempt_at', updated.next_attempt_at
  );
end;
$$;
revoke all on function public.record_delivery_failure(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.record_delivery_failure(uuid, text, boolean) to service_role;

/*
 * Makes a row due now with a fresh 24 hours of retries (an admin's resend or retry). A row being
 * sent is left alone: its sender finishes or its lease expires. `p_new_generation` makes it a new
 * e-mail (a new identity) rather than another attempt of the same one.
 */
create function private.requeue_delivery(p_id uuid, p_new_generation boolean)
returns public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set state = 'pending',
      attempts = case when p_new_generation then 0 else d.attempts end,
      resend_generation = d.resend_generation + case when p_new_generation then 1 else 0 end,
      next_attempt_at = pg_catalog.now(),
      lease_expires_at = null,
      give_up_at = pg_catalog.now() + interval '24 hours',
      last_error = case when p_new_generation then null else d.last_error end,
      updated_at = pg_catalog.now()
  where d.id = p_id
    and d.state <> 'sending'
    and (p_new_generation or d.state in ('pending', 'failed'))
  returning *
$$;
revoke all on function private.requeue_delivery(uuid, boolean) from public;

-- Each kind's own content; private.delivery_content adds what every kind shares.
create or replace function private.delivery_content_of_kind(p_delivery public.notification_deliveries)
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
        when 'deletion_confirmation' then (
          select pg_catalog.jsonb_build_object(
            'id', q.id,
            'recipient', q.email,
            'references', (
              select coalesce(pg_catalog.jsonb_agg(x.reference order by x.reference), '[]'::jsonb)
              from (
                select reference from public.coach_applications
                where pg_catalog.lower(email) = q.email
                union all select reference from public.contact_submissions
                where pg_catalog.lower(email) = q.email
                union all select reference from public.alliance_registrations
                where pg_catalog.lower(email) = q.email
              ) x
              where x.reference is not null
            )
          )
          from public.deletion_requests q where q.id = p_delivery.item_id
        )
        when 'auth_email' then (
          select pg_catalog.jsonb_build_object(
            'id', e.id, 'recipient', e.recipient, 'subject', e.subject, 'html', e.html,
            'text', e.body_text
          )
          from private.auth_emails e where e.id = p_delivery.item_id
        )
      end,
      '{}'::jsonb
    )
    || pg_catalog.jsonb_build_object(
      'reply_token', (
        select t.token from public.record_reply_tokens t
        where p_delivery.recipient is not null
          and p_delivery.kind not in ('deletion_confirmation', 'auth_email')
          and t.record_kind = p_delivery.record_kind and t.record_id = p_delivery.record_id
      )
    )
  )
$$;
revoke all on function private.delivery_content_of_kind(public.notification_deliveries) from public;

-- What the senders get with a delivery: its kind's content, and a combined acknowledgement's
-- earlier references (the limits on e-mail to a person, above).
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
      else '{}'::jsonb
    end
$$;

revoke all on function private.delivery_content(public.notification_deliveries) from public;

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
-- The outbox (notification_deliveries, above) has the kind
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
  -- Which notice carries an answer: the one opened for it, or the record's digest it joined.
  notice_delivery_id uuid,

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

comment on column public.inbound_messages.notice_delivery_id is
  'The reviewers'' notice (notification_deliveries.id, kind inbound_notice) that carries this '
  'answer: its own, or the record''s digest it was collected into.';

create index inbound_messages_notice_idx
  on public.inbound_messages (notice_delivery_id) where notice_delivery_id is not null;

alter table public.inbound_messages enable row level security;

revoke all on table public.inbound_messages from public, anon, authenticated;

grant select on table public.inbound_messages to authenticated;

grant all on table public.inbound_messages to service_role;

-- ---------------------------------------------------------------------------------------------
-- Answers cannot flood the team (issue 32, item 8): the limits on the reviewers' notices
-- ---------------------------------------------------------------------------------------------
/**
 * Every answer e-mailed to a record's reply address used to queue one notice to the reviewers,
 * at any rate: one outsider's loop sent 3,030 notices in 75 s. Now an answer is carried by a
 * notice, and a notice carries every answer of its record that arrives before it goes:
 *
 *   - the first answer to a record in an hour gets a notice at once, unless its sender already
 *     caused `sender_per_hour` notices in the last hour, or the project `project_per_hour`;
 *   - any other answer is collected into the record's digest: one notice, due an hour after the
 *     record's last notice (or an hour from now when a sender or project limit held it back),
 *     which lists every answer collected until it is claimed. A record so gets at most one notice
 *     an hour after its first.
 *
 * Twenty answers to one record in a minute make two notices: the first at once, a digest of the
 * other nineteen an hour later. Nothing is lost: every answer is stored, threaded and marks the
 * record unread at once, whatever its notice does.
 *
 * THE LIMITS (private.answer_notice_limits, one row; an operator may change a figure with UPDATE):
 *   per record    one notice at once per hour, then one digest an hour
 *   per sender    3 notices at once an hour (the sender's mailbox as private.mailbox_key counts it)
 *   project-wide  30 notices at once an hour
 */

create table private.answer_notice_limits (
  singleton boolean primary key default true check (singleton),
  sender_per_hour integer not null check (sender_per_hour > 0),
  project_per_hour integer not null check (project_per_hour > 0),
  digest_after interval not null check (digest_after > interval '0')
);

comment on table private.answer_notice_limits is
  'The limits on the reviewers'' notices of answers by e-mail: notices sent at once per sender and '
  'project-wide an hour, and how long a record''s digest collects answers. One row.';

insert into private.answer_notice_limits (sender_per_hour, project_per_hour, digest_after)
values (3, 30, interval '1 hour');

alter table private.answer_notice_limits enable row level security;
revoke all on table private.answer_notice_limits from public, anon, authenticated, service_role;
create policy "no API role reads the answer-notice limits"
  on private.answer_notice_limits for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- The outbox's new kind, and what its senders need
-- ---------------------------------------------------------------------------------------------

-- A threaded answer leaves the record unread for everyone and owes the reviewers a notice.
create or replace function private.thread_answer(p_message public.inbound_messages)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.answer_notice_limits;
  carrier uuid;
  record_last timestamptz;
  sender_recent integer;
  project_recent integer;
  due timestamptz := pg_catalog.now();
begin
  delete from public.record_reads
  where record_kind = p_message.record_kind and record_id = p_message.record_id;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(
    'answer-notice:' || p_message.record_kind || ':' || p_message.record_id::text, 0
  ));
  select * into limits from private.answer_notice_limits;

  -- A digest not yet claimed collects this answer too.
  select d.id into carrier
  from public.notification_deliveries d
  where d.kind = 'inbound_notice'
    and d.record_kind = p_message.record_kind and d.record_id = p_message.record_id
    and d.state = 'pending' and d.attempts = 0 and d.next_attempt_at > pg_catalog.now()
  order by d.next_attempt_at
  limit 1;

  if carrier is null then
    -- When the record's last notice fell (or falls) due, if within the digest's period.
    select max(d.next_attempt_at) into record_last
    from public.notification_deliveries d
    where d.kind = 'inbound_notice'
      and d.record_kind = p_message.record_kind and d.record_id = p_message.record_id
      and d.next_attempt_at > pg_catalog.now() - limits.digest_after;

    select pg_catalog.count(*) into sender_recent
    from public.notification_deliveries d
    join public.inbound_messages m on m.id = d.item_id
    where d.kind = 'inbound_notice'
      and d.created_at > pg_catalog.now() - interval '1 hour'
      and d.next_attempt_at <= d.created_at
      and private.mailbox_key(m.from_address) = private.mailbox_key(p_message.from_address);

    select pg_catalog.count(*) into project_recent
    from public.notification_deliveries d
    where d.kind = 'inbound_notice'
      and d.created_at > pg_catalog.now() - interval '1 hour'
      and d.next_attempt_at <= d.created_at;

    if record_last is not null
      or sender_recent >= limits.sender_per_hour
      or project_recent >= limits.project_per_hour then
      due := coalesce(record_last, pg_catalog.now()) + limits.digest_after;
    end if;

    -- give_up_at counts a day of failures from when the notice falls due (mail health reads the
    -- wait from it), not from when a digest opened.
    insert into public.notification_deliveries (
      record_kind, record_id, kind, item_id, next_attempt_at, give_up_at
    )
    values (
      p_message.record_kind, p_message.record_id, 'inbound_notice', p_message.id, due,
      due + interval '24 hours'
    )
    on conflict (record_kind, record_id, kind, item_id) do nothing
    returning id into carrier;
  end if;

  update public.inbound_messages set notice_delivery_id = carrier where id = p_message.id;
end;
$$;
revoke all on function private.thread_answer(public.inbound_messages) from public;

-- A notice is about an answer: it goes when the answer goes.
create or replace function private.forget_answer_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_deliveries d
  where d.kind = 'inbound_notice'
    and (d.item_id = old.id or d.id = old.notice_delivery_id)
    and not exists (
      select 1 from public.inbound_messages m
      where m.id <> old.id and (m.notice_delivery_id = d.id or m.id = d.item_id)
    );
  return null;
end;
$$;
revoke all on function private.forget_answer_notice() from public;

create trigger inbound_messages_forget_notice
  after delete on public.inbound_messages
  for each row execute function private.forget_answer_notice();

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
revoke all on function public.admin_unmatched_mail() from public, anon;
grant execute on function public.admin_unmatched_mail() to authenticated;

-- Threads an unmatched answer into a record, as if it had come with the record's token.
create or replace function public.admin_attach_inbound_mail(
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
    raise exception 'That record was not found: it may have been deleted. Reload the list to see the records there are now.'
      using errcode = 'PT404';
  end if;
  update public.inbound_messages
  set state = 'threaded', record_kind = p_record_kind, record_id = p_record_id,
      handled_by = auth.uid(), handled_at = pg_catalog.now()
  where id = p_message_id and state = 'unmatched'
  returning * into attached;
  if attached.id is null then
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.thread_answer(attached);
  perform private.write_audit('inbound_mail_attached', p_record_kind, p_record_id, '{}'::jsonb);
  return attached;
end;
$$;
revoke all on function public.admin_attach_inbound_mail(uuid, text, uuid) from public, anon;
grant execute on function public.admin_attach_inbound_mail(uuid, text, uuid) to authenticated;

-- Deletes an unmatched answer (spam, or nothing the desk needs to keep).
create or replace function public.admin_discard_inbound_mail(p_message_id uuid)
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
    raise exception 'This answer is no longer waiting to be attached: another administrator may have attached or discarded it. Reload the list.'
      using errcode = 'PT404';
  end if;
  perform private.write_audit('inbound_mail_discarded', null, null, '{}'::jsonb);
end;
$$;
revoke all on function public.admin_discard_inbound_mail(uuid) from public, anon;
grant execute on function public.admin_discard_inbound_mail(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The outbox: what the confirmation's sender needs, and what follows a settled delivery.
-- ---------------------------------------------------------------------------------------------

-- A settled delivery (sent, or failed for good) may let a waiting deletion go ahead.
create function private.after_delivery_settled(p_delivery public.notification_deliveries)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  waiting uuid;
  outcome jsonb;
begin
  if p_delivery.kind = 'deletion_confirmation' and p_delivery.state = 'sent' then
    return private.complete_deletion(p_delivery.item_id);
  end if;
  if p_delivery.kind = 'reply' and p_delivery.state in ('sent', 'failed') then
    for waiting in
      select r.id from public.deletion_requests r
      where pg_catalog.lower(r.email) = pg_catalog.lower(p_delivery.recipient)
    loop
      outcome := private.complete_deletion(waiting);
    end loop;
  end if;
  return outcome;
end;
$$;
revoke all on function private.after_delivery_settled(public.notification_deliveries) from public;

/*
 * The desk's fast path for one confirmation: claims it if never attempted (else the worker owns
 * it), with its content. Service role (the send-deletion-confirmation function).
 */
create function public.claim_deletion_confirmation(p_request_id uuid)
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
  select d.id into delivery_id from public.notification_deliveries d
  where d.kind = 'deletion_confirmation' and d.item_id = p_request_id
    and d.state = 'pending' and d.attempts = 0
  for update skip locked;
  if delivery_id is null then
    return null;
  end if;
  claimed := private.lease_delivery(delivery_id);
  return pg_catalog.jsonb_build_object(
    'id', claimed.id, 'record_kind', claimed.record_kind, 'record_id', claimed.record_id,
    'kind', claimed.kind, 'item_id', claimed.item_id, 'attempts', claimed.attempts,
    'recipient', claimed.recipient,
    'record', private.notification_record(claimed.record_kind, claimed.record_id),
    'content', private.delivery_content(claimed)
  );
end;
$$;
revoke all on function public.claim_deletion_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.claim_deletion_confirmation(uuid) to service_role;

/**
 * "Try again" in mail health, for any kind: a failed delivery goes back in the outbox as a new
 * generation (a new Idempotency-Key and Message-ID: the last attempt was refused, so nothing was
 * delivered); one that is only late is made due now under its own identity, so a send that
 * did reach the mail service is still dropped as a repeat. Refused unless can_work_submissions().
 */
create or replace function public.retry_delivery(p_delivery_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery public.notification_deliveries;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can send e-mails again' using errcode = '42501';
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id for update;
  if delivery.id is null then
    raise exception 'This e-mail is no longer in the outbox: its record may have been deleted. Reload mail health to see what is waiting now.'
      using errcode = 'PT404';
  end if;
  if delivery.state in ('pending', 'failed') then
    perform private.requeue_delivery(delivery.id, delivery.state = 'failed');
  end if;
  select * into delivery from public.notification_deliveries where id = p_delivery_id;
  return pg_catalog.to_jsonb(delivery) - 'last_error';
end;
$$;
comment on function public.retry_delivery(uuid) is
  'Mail health''s "Try again": a failed delivery of any kind sent again as a new generation, a '
  'late one made due now. Only for those who can work submissions.';
revoke all on function public.retry_delivery(uuid) from public, anon;
grant execute on function public.retry_delivery(uuid) to authenticated, service_role;

create policy "the desk reads answers: threaded for reviewers, unmatched for administrators"
  on public.inbound_messages for select to authenticated
  using (
    case state
      when 'threaded' then (select public.can_work_submissions())
      when 'unmatched' then (select public.has_role((select auth.uid()), 'admin'))
      else false
    end
  );

create index inbound_messages_handled_by_idx on public.inbound_messages (handled_by);

create policy "no API role reads reply tokens"
  on public.record_reply_tokens for select to anon, authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- Auth e-mails through the project's Send Email hook and the one outbox (issue 32, items 2 and 3)
-- ---------------------------------------------------------------------------------------------
--
-- Supabase Auth calls the `send-auth-email` function for every auth e-mail
-- ([auth.hook.send_email] in config.toml; supabase/auth internal/api/mail.go sendEmail). The
-- function renders the e-mail and hands it to public.enqueue_auth_email, which
--   * decides the e-mail's purpose and draws on that purpose's hourly allowance, so that one kind
--     of traffic cannot spend another's (anonymous sign-ups cannot spend a reviewer's password
--     reset or an administrator's invitation);
--   * keeps the rendered e-mail in private.auth_emails, keyed by its token hash, so a repeated
--     call for the same token (Auth retries a hook that did not answer) queues nothing twice;
--   * writes one outbox row (kind 'auth_email', record_kind 'auth_user', record_id the user,
--     item_id the e-mail) and leases it to the caller, which sends it at once; the worker retries
--     it with the outbox's back-off when the mail service is down, with the same Message-ID and
--     Idempotency-Key (exactly once), and mail health shows it like every other e-mail.
--
-- Purposes and their hourly allowances (private.auth_email_allowances; figures below):
--   signup  sign-up confirmations (project-wide)                                        30 / hour
--   account recovery, e-mail change, reauthentication, magic link of accounts that are
--           not members of the team (project-wide)                                       30 / hour
--   member  the same for a member of the team (a user_roles row) or a person with an open
--           invitation: counted per recipient, so nobody else's traffic spends it       10 / hour
--   invite  invitations (only an administrator can cause one: Auth's /invite needs the
--           secret key, which manage-reviewers holds)                                    30 / hour
-- The hook answers 429 when a purpose's allowance is spent; Auth passes that to the caller.

create table private.auth_email_allowances (
  purpose text primary key check (purpose in ('signup', 'account', 'member', 'invite')),
  per_hour integer not null check (per_hour > 0),
  -- Counted per recipient (member) or for the whole project (the others).
  per_recipient boolean not null default false
);

comment on table private.auth_email_allowances is
  'Hourly allowances of auth e-mails by purpose (migration 20251212000000): one purpose''s '
  'traffic never spends another''s.';

insert into private.auth_email_allowances (purpose, per_hour, per_recipient) values
  ('signup', 30, false),
  ('account', 30, false),
  ('member', 10, true),
  ('invite', 30, false);

create table private.auth_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null references private.auth_email_allowances (purpose),
  email_action_type text not null,
  recipient text not null check (private.is_email(recipient)),
  -- The token's hash (or, for a code-only e-mail, a hash of the code): one e-mail per token.
  token_key text not null unique,
  subject text not null,
  html text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);

comment on table private.auth_emails is
  'The auth e-mails the Send Email hook queued (rendered, one per token), read by the outbox''s '
  'senders through private.delivery_content. The links in them work once and expire with '
  '[auth.email] otp_expiry.';

create index auth_emails_purpose_time_idx on private.auth_emails (purpose, created_at);
create index auth_emails_recipient_time_idx on private.auth_emails (purpose, recipient, created_at);
-- The foreign key to auth.users, indexed (the Advisor's unindexed_foreign_keys; deleting a user).
create index auth_emails_user_idx on private.auth_emails (user_id);

-- Whether an address belongs to the team or has an open invitation, and the invitation's role.
create function public.auth_email_context(p_user_id uuid, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'member', exists (select 1 from public.user_roles r where r.user_id = p_user_id)
      or invitation.role is not null,
    'invited_role', invitation.role,
    'inviter_name', invitation.inviter_name,
    'display_name', invitation.display_name
  )
  from (select 1) one
  left join lateral (
    select i.role::text as role, i.display_name,
      (select coalesce(p.display_name, u.email)
       from auth.users u left join public.team_profiles p on p.user_id = u.id
       where u.id = i.invited_by) as inviter_name
    from public.reviewer_invitations i
    where pg_catalog.lower(i.email) = pg_catalog.lower(p_email)
      and i.accepted_at is null and i.withdrawn_at is null and i.expires_at > pg_catalog.now()
    order by i.invited_at desc
    limit 1
  ) invitation on true
$$;

comment on function public.auth_email_context(uuid, text) is
  'For the send-auth-email hook (service role only): whether the address is a member or invited, '
  'and the open invitation''s role, inviter and name, which the invitation e-mail names.';

revoke all on function public.auth_email_context(uuid, text) from public, anon, authenticated;
grant execute on function public.auth_email_context(uuid, text) to service_role;

-- Queues one auth e-mail and leases it to the caller; see the head of this section.
create function public.enqueue_auth_email(
  p_user_id uuid,
  p_recipient text,
  p_email_action_type text,
  p_token_key text,
  p_subject text,
  p_html text,
  p_text text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recipient text := pg_catalog.lower(pg_catalog.btrim(p_recipient));
  v_purpose text;
  allowance private.auth_email_allowances;
  spent integer;
  email_id uuid;
  claimed public.notification_deliveries;
begin
  if exists (select 1 from private.auth_emails e where e.token_key = p_token_key) then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  v_purpose := case
    when p_email_action_type = 'invite' then 'invite'
    when p_email_action_type = 'signup' then 'signup'
    when (public.auth_email_context(p_user_id, v_recipient) ->> 'member')::boolean then 'member'
    else 'account'
  end;
  select * into allowance from private.auth_email_allowances a where a.purpose = v_purpose;
  -- One counter at a time per purpose (and recipient), so concurrent calls cannot both take the
  -- last e-mail of an allowance.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext(
      'auth_email:' || v_purpose || ':' || case when allowance.per_recipient then v_recipient else '' end
    )
  );
  select pg_catalog.count(*) into spent
  from private.auth_emails e
  where e.purpose = v_purpose
    and e.created_at > pg_catalog.now() - interval '1 hour'
    and (not allowance.per_recipient or e.recipient = v_recipient);
  if spent >= allowance.per_hour then
    return pg_catalog.jsonb_build_object(
      'outcome', 'over_allowance', 'purpose', v_purpose, 'per_hour', allowance.per_hour
    );
  end if;
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  ) values (
    p_user_id, v_purpose, p_email_action_type, v_recipient, p_token_key, p_subject, p_html, p_text
  )
  on conflict (token_key) do nothing
  returning id into email_id;
  if email_id is null then
    return pg_catalog.jsonb_build_object('outcome', 'duplicate');
  end if;
  insert into public.notification_deliveries (record_kind, record_id, kind, item_id, recipient, next_attempt_at)
  values ('auth_user', p_user_id, 'auth_email', email_id, v_recipient, pg_catalog.now())
  returning * into claimed;
  claimed := private.lease_delivery(claimed.id);
  return pg_catalog.jsonb_build_object(
    'outcome', 'queued',
    'purpose', v_purpose,
    'delivery_id', claimed.id,
    'item_id', email_id,
    'record_id', p_user_id,
    'attempts', claimed.attempts
  );
end;
$$;

comment on function public.enqueue_auth_email(uuid, text, text, text, text, text, text) is
  'For the send-auth-email hook (service role only): queues one rendered auth e-mail in the '
  'outbox within its purpose''s hourly allowance and leases it to the caller.';

revoke all on function public.enqueue_auth_email(uuid, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.enqueue_auth_email(uuid, text, text, text, text, text, text)
  to service_role;

-- The limits on e-mail to a person (no mail cannon): per mailbox, per network and project-wide,
-- an hour's share of the day, and re-applying acknowledged in one combined e-mail.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- No mail cannon through our forms, and re-applying is acknowledged
-- ---------------------------------------------------------------------------------------------
-- One rule, in one place, for every e-mail to a person that a visitor or a status change causes:
-- the kinds listed in private.person_mail_limits ('acknowledgement', 'status_update' and an
-- update's 'update_confirmation'; a kind not yet in the outbox's kind check is simply never seen).
-- A BEFORE INSERT trigger on the outbox decides, so whatever inserts such a row is limited. It
-- replaced a single rule in private.enqueue_notification (one acknowledgement per exact address per
-- hour), through which a visitor could reach one mailbox through plus-tags (jane+1@, jane+2@ ...),
-- Gmail's dots and many addresses, from two client addresses, about 200 times in a run; and a
-- person who applied again "because I have not heard back" heard nothing.
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
--
-- FIRST ACKNOWLEDGEMENTS AND BURSTS (acknowledgements nobody can silence). The day's 1,000
-- e-mails to people were once spent at most 100 an hour, but the hour's 100 were one
-- bucket for everyone: about 100 submissions from five /24 networks, each inside the per-mailbox
-- (3 an hour) and per-network (20 an hour) limits, spent it, and every real applicant's
-- acknowledgement for the rest of that hour was stored 'skipped' while the confirmation page had
-- promised an e-mail. Repeatable every hour. Now:
--
--   - A FIRST acknowledgement (the mailbox's first e-mail let through in the day, caused from a
--     network that has caused fewer than `quiet_network_per_hour` (3) in the last hour, or by no
--     visitor at all) draws on the hour's `project_per_hour` (100), which nothing else spends.
--   - Every other one is a BURST (a network's fourth and later in an hour, a mailbox's second in a
--     day) and draws on a share of its own, `burst_share` of the hour's figure (30 an hour) and of
--     the day's (300 of the 1,000). Strangers' bursts so never spend what a person's first
--     acknowledgement needs.
--   - A full hour holds an e-mail for a later hour instead of skipping it: the row stays
--     'pending', due at the start of the first clock hour (UTC) of the next day with room in its
--     share, and is sent then by the worker. The page's promise holds; the e-mail is late.
--     Only a day's ceiling skips: the project's 1,000, or the bursts' 300.
--
-- The campaign's burst (100 from five /24 networks, 20 each) now gives 15 first acknowledgements
-- and 85 bursts: 30 go this hour, 55 are held for the next two hours, and the hour's 100 for first
-- acknowledgements has 85 left, so the next real applicant is sent at once. What it gives up: to
-- keep real applicants waiting an attacker needs at least 34 /24 networks (3 quiet-looking
-- submissions each) in one hour, and even then they are held to the next hour, not skipped; a
-- school's fourth applicant in an hour, or a person's second acknowledgement of the day, waits
-- behind bursts when an attack fills their share; an hour is a clock hour, so two hours' shares
-- can go within minutes across its turn; and the page says "sending" for an e-mail held an hour.

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
  -- The day is spent an hour's share at a time: at most project_per_hour of
  -- project_per_day in any sliding hour, so one burst, from however many networks, spends at most
  -- 100 of the day's 1,000 and leaves 900 for everyone after that hour.
  project_per_hour integer not null default 100 check (project_per_hour > 0),
  burst_share numeric not null default 0.3
    check (burst_share > 0 and burst_share < 1),
  quiet_network_per_hour integer not null default 3
    check (quiet_network_per_hour > 0)
);

comment on table private.person_mail_limits is
  'The limits on e-mail to a person (issue 26, item 8): which outbox kinds they cover and the '
  'figures per mailbox, per network and project-wide. One row.';

comment on column private.person_mail_limits.project_per_hour is
  'At most this many first acknowledgements (a mailbox''s first of the day, from a quiet network) '
  'in a clock hour; a full hour holds the next for a later hour.';
comment on column private.person_mail_limits.burst_share is
  'The bursts'' own share (every e-mail that is not a first acknowledgement): this fraction of '
  'project_per_hour in a clock hour and of project_per_day in a day, never taken from the first '
  'acknowledgements.';
comment on column private.person_mail_limits.quiet_network_per_hour is
  'A network that caused fewer than this many e-mails in the last hour is quiet: its next '
  'e-mail to a new mailbox is a first acknowledgement.';

insert into private.person_mail_limits (
  kinds, mailbox_per_hour, mailbox_per_day, network_per_hour, network_per_day, project_per_day
) values (
  -- An update's confirmation is e-mail to a person caused by a visitor: the same limits as an
  -- acknowledgement (per mailbox, per network, the project's day).
  array['acknowledgement', 'status_update', 'update_confirmation'], 3, 10, 20, 60, 1000
);

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
  created_at timestamptz not null default pg_catalog.now(),
  send_hour timestamptz not null default pg_catalog.date_trunc('hour', pg_catalog.now()),
  burst boolean not null default false
);

comment on table private.person_mail_sends is
  'One row per e-mail to a person of a limited kind, for a day: salted hashes of its mailbox and '
  'network, whether it counted (was let through). Never the address itself.';

create index person_mail_sends_mailbox_idx on private.person_mail_sends (mailbox_hash, created_at);
create index person_mail_sends_network_idx on private.person_mail_sends (network_hash, created_at)
  where network_hash is not null;
create index person_mail_sends_created_idx on private.person_mail_sends (created_at);
create index person_mail_sends_send_hour_idx on private.person_mail_sends (send_hour, burst)
  where counted;

comment on column private.person_mail_sends.send_hour is
  'The clock hour whose share the e-mail spends: the hour it was written in, or the later hour it '
  'was held for.';
comment on column private.person_mail_sends.burst is
  'Whether the e-mail spends the bursts'' share (not a first acknowledgement).';

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
 * skipped (with the reason the desk shows) when its mailbox, its network or a day's ceiling has had
 * enough e-mail; holds it for a later hour when its hour's share is spent; and makes an
 * acknowledgement combined when the same mailbox had one for the same form within the hour.
 * Serialised per mailbox, then per network, then project-wide (always in that order, so two
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
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now());
  mailbox bytea;
  network bytea;
  client text;
  reason text;
  limit_hit text;
  is_burst boolean;
  hour_share integer;
  day_share integer;
  project_day bigint;
  burst_day bigint;
  slot timestamptz;
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
  -- The hours' shares are the project's: one insert at a time decides which hour it spends.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('person-mail-project', 0));

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

  -- The mailbox: a limit, and whether this is its first e-mail of the day.
  select
    case
      when pg_catalog.count(*) filter (where s.created_at > pg_catalog.now() - interval '1 hour')
        >= limits.mailbox_per_hour then pg_catalog.format(
          '%s e-mails already went to this mailbox in the last hour (at most %s an hour; '
          || 'case, dots and +tags count as one mailbox)', limits.mailbox_per_hour, limits.mailbox_per_hour)
      when pg_catalog.count(*) >= limits.mailbox_per_day then pg_catalog.format(
          '%s e-mails already went to this mailbox in the last day (at most %s a day; '
          || 'case, dots and +tags count as one mailbox)', limits.mailbox_per_day, limits.mailbox_per_day)
    end,
    pg_catalog.count(*) > 0
  into reason, is_burst
  from private.person_mail_sends s
  where s.mailbox_hash = mailbox and s.counted and s.created_at > pg_catalog.now() - interval '1 day';

  -- The network: a limit, and whether it is quiet.
  if network is not null then
    select
      coalesce(reason, case
        when pg_catalog.count(*) filter (where s.created_at > pg_catalog.now() - interval '1 hour')
          >= limits.network_per_hour then pg_catalog.format(
            '%s e-mails were already caused from this network in the last hour (at most %s an hour)',
            limits.network_per_hour, limits.network_per_hour)
        when pg_catalog.count(*) >= limits.network_per_day then pg_catalog.format(
            '%s e-mails were already caused from this network in the last day (at most %s a day)',
            limits.network_per_day, limits.network_per_day)
      end),
      is_burst or pg_catalog.count(*) filter (
        where s.created_at > pg_catalog.now() - interval '1 hour'
      ) >= limits.quiet_network_per_hour
    into reason, is_burst
    from private.person_mail_sends s
    where s.network_hash = network and s.counted
      and s.created_at > pg_catalog.now() - interval '1 day';
  end if;

  if reason is not null then
    limit_hit := case when reason like '%mailbox%' then 'mailbox' else 'network' end;
  end if;

  -- The day's ceilings: the project's, and the bursts' share of it.
  hour_share := case when is_burst
    then greatest(1, pg_catalog.floor(limits.project_per_hour * limits.burst_share))::integer
    else limits.project_per_hour end;
  day_share := greatest(1, pg_catalog.floor(limits.project_per_day * limits.burst_share))::integer;
  if reason is null then
    select pg_catalog.count(*), pg_catalog.count(*) filter (where s.burst)
    into project_day, burst_day
    from private.person_mail_sends s
    where s.counted and s.created_at > pg_catalog.now() - interval '1 day';
    if project_day >= limits.project_per_day then
      reason := pg_catalog.format(
        'The day''s ceiling of %s e-mails to people was reached', limits.project_per_day
      );
      limit_hit := 'project_day';
    elsif is_burst and burst_day >= day_share then
      reason := pg_catalog.format(
        'The day''s %s e-mails for bursts were spent (a network''s e-mails after its first %s in '
        || 'an hour, a mailbox''s after its first of the day); the rest of the day''s %s is kept '
        || 'for first acknowledgements', day_share, limits.quiet_network_per_hour,
        limits.project_per_day
      );
      limit_hit := 'project_day';
    end if;
  end if;

  -- The hour: this one if its share has room, else the first later hour that has.
  if reason is null then
    select h.hour into slot
    from pg_catalog.generate_series(this_hour, this_hour + interval '23 hours', interval '1 hour')
      as h(hour)
    where (
      select pg_catalog.count(*) from private.person_mail_sends s
      where s.counted and s.send_hour = h.hour and s.burst = is_burst
    ) < hour_share
    order by h.hour
    limit 1;
    if slot is null then
      reason := pg_catalog.format(
        'No hour of the next day has room in its share of %s e-mails to people', hour_share
      );
      limit_hit := 'project_hour';
    elsif slot > this_hour then
      -- Held: due when its hour begins; a day of failures is counted from then.
      new.next_attempt_at := slot;
      new.give_up_at := slot + interval '24 hours';
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
    delivery_id, kind, record_kind, record_id, mailbox_hash, network_hash, counted, send_hour, burst
  ) values (
    new.id, new.kind, new.record_kind, new.record_id, mailbox, network, reason is null,
    coalesce(slot, this_hour), coalesce(is_burst, false)
  )
  on conflict (delivery_id) do nothing;

  -- Keep no more than a day, and every hour still ahead.
  delete from private.person_mail_sends
  where created_at < pg_catalog.now() - interval '1 day' and send_hour < this_hour;
  return new;
end;
$$;

revoke all on function private.limit_person_mail() from public, anon, authenticated, service_role;

create trigger notification_deliveries_limit_person_mail
  before insert on public.notification_deliveries
  for each row execute function private.limit_person_mail();

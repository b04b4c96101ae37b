/**
 * Acknowledgements nobody can silence.
 *
 * The day's 1,000 e-mails to people were spent at most 100 an hour, but the hour's 100 were one
 * bucket for everyone: about 100 submissions from five /24 networks, each inside the per-mailbox
 * (3 an hour) and per-network (20 an hour) limits, spent it, and every real applicant's
 * acknowledgement for the rest of that hour was stored 'skipped' while the confirmation page had
 * promised an e-mail. Repeatable every hour. Now:
 *
 *   - A FIRST acknowledgement (the mailbox's first e-mail let through in the day, caused from a
 *     network that has caused fewer than `quiet_network_per_hour` (3) in the last hour, or by no
 *     visitor at all) draws on the hour's `project_per_hour` (100), which nothing else spends.
 *   - Every other one is a BURST (a network's fourth and later in an hour, a mailbox's second in a
 *     day) and draws on a share of its own, `burst_share` of the hour's figure (30 an hour) and of
 *     the day's (300 of the 1,000). Strangers' bursts so never spend what a person's first
 *     acknowledgement needs.
 *   - A full hour holds an e-mail for a later hour instead of skipping it: the row stays
 *     'pending', due at the start of the first clock hour (UTC) of the next day with room in its
 *     share, and is sent then by the worker. The page's promise holds; the e-mail is late.
 *     Only a day's ceiling skips: the project's 1,000, or the bursts' 300.
 *
 * The campaign's burst (100 from five /24 networks, 20 each) now gives 15 first acknowledgements
 * and 85 bursts: 30 go this hour, 55 are held for the next two hours, and the hour's 100 for first
 * acknowledgements has 85 left, so the next real applicant is sent at once. What it gives up: to
 * keep real applicants waiting an attacker needs at least 34 /24 networks (3 quiet-looking
 * submissions each) in one hour, and even then they are held to the next hour, not skipped; a
 * school's fourth applicant in an hour, or a person's second acknowledgement of the day, waits
 * behind bursts when an attack fills their share; an hour is a clock hour, so two hours' shares
 * can go within minutes across its turn; and the page says "sending" for an e-mail held an hour.
 *
 * The rest of the rule (per mailbox, per network, combined acknowledgements, what is counted) is
 * 20251101030100_person_mail_limits.sql's, unchanged; its trigger function is replaced here whole.
 */

set local check_function_bodies = off;

alter table private.person_mail_limits
  add column burst_share numeric not null default 0.3
    check (burst_share > 0 and burst_share < 1),
  add column quiet_network_per_hour integer not null default 3
    check (quiet_network_per_hour > 0);

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

alter table private.person_mail_sends
  add column send_hour timestamptz not null default pg_catalog.date_trunc('hour', pg_catalog.now()),
  add column burst boolean not null default false;

comment on column private.person_mail_sends.send_hour is
  'The clock hour whose share the e-mail spends: the hour it was written in, or the later hour it '
  'was held for.';
comment on column private.person_mail_sends.burst is
  'Whether the e-mail spends the bursts'' share (not a first acknowledgement).';

create index person_mail_sends_send_hour_idx on private.person_mail_sends (send_hour, burst)
  where counted;

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

/*
 * The fast path's acknowledgement claim (the function the app calls right after its insert): an
 * acknowledgement held for a later hour is not its to send; the worker sends it when it is due.
 * Otherwise 20251101030000_outbox.sql's claim, unchanged.
 */
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
    and d.next_attempt_at <= d.created_at + interval '20 seconds'
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

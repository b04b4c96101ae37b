/**
 * One visitor can no longer silence every acknowledgement for the day (issue 32, item 8).
 *
 * The project-wide ceiling of 1,000 e-mails a day to people was one bucket: 960 submissions with
 * throwaway mailboxes from 48 /24 networks (each inside the per-mailbox and per-network limits)
 * spent it in 6 s, and every real applicant's acknowledgement was skipped for the rest of the day.
 *
 * Now the day is spent an hour's share at a time: at most project_per_hour (100) of the day's
 * project_per_day (1,000) e-mails in any sliding hour. What this gives, in figures:
 *   - a burst, however many networks it comes from, spends at most 100 of the day: 900 stay for
 *     everyone after that hour, and the next hour has its own 100;
 *   - spending the whole day takes a flood kept up over at least 10 separate hours, from at least
 *     17 /24 networks (60 a day each), every one of them inside the per-network limits.
 * What it gives up:
 *   - within an hour, first come first served: during the hour of a burst, people after its first
 *     100 are skipped (their records are stored and reach the reviewers; "Send again" in the desk
 *     sends a skipped acknowledgement);
 *   - a real hour with more than 100 acknowledgements (the busiest launch day expected is in the
 *     low hundreds for the whole day) skips the 101st onwards in that hour.
 *
 * Every skipped e-mail also records which limit skipped it (skipped_limit: mailbox, network,
 * project_hour, project_day), which mail health counts and names.
 */
alter table private.person_mail_limits
  add column project_per_hour integer not null default 100;

alter table private.person_mail_limits
  add constraint person_mail_limits_project_per_hour_check
    check (project_per_hour > 0);

comment on column private.person_mail_limits.project_per_hour is
  'The hour''s share of project_per_day: at most this many e-mails to people in any sliding hour, '
  'so a burst cannot spend the whole day.';

alter table public.notification_deliveries
  add column skipped_limit text;

alter table public.notification_deliveries
  add constraint notification_deliveries_skipped_limit_allowed check (
    skipped_limit in ('mailbox', 'network', 'project_hour', 'project_day')
  );

comment on column public.notification_deliveries.skipped_limit is
  'Which limit on e-mail to a person skipped this row: mailbox, network, project_hour (the hour''s '
  'share of the day) or project_day; null when no limit did.';

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

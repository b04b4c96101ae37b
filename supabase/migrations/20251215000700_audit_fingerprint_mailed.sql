/**
 * The audit log's newest fingerprint kept outside the database (issue 32, item 8).
 *
 * The hash chain notices an entry changed or deleted in the middle, but not entries deleted or
 * rewritten from the end: the shortened chain still links, and read "intact". So once a day the
 * delivery worker (deliver-notifications, which pg_cron calls every minute) e-mails every
 * administrator the newest entry's id and hash, and the database notes what it mailed. From then
 * on audit_log_chain() counts a mailed fingerprint the log no longer holds (no entry with that id
 * and hash) as a break at that entry, and audit_log_anchor() tells the desk which fingerprint went
 * out when, and whether the log still holds it. The e-mails stay in the administrators'
 * mailboxes, out of reach of anyone who can rewrite the database: the desk shows the last mailed
 * fingerprint, so an administrator can compare it with the e-mail.
 *
 *   private.audit_fingerprint_mails     one row per daily fingerprint: entry id, hash, claimed
 *                                       (leased), mailed
 *   public.claim_audit_fingerprint_mail()       service role: the day's fingerprint and the
 *                                               administrators' addresses, or null when today's
 *                                               is mailed (or being mailed)
 *   public.record_audit_fingerprint_mailed(id)  service role: it went out
 *   public.audit_log_anchor()            administrators: the last mailed fingerprint and whether
 *                                        the log still holds it
 */
create table private.audit_fingerprint_mails (
  id bigint generated always as identity primary key,
  entry_id bigint not null,
  hash text not null,
  entries bigint not null,
  claimed_at timestamptz not null default pg_catalog.now(),
  lease_expires_at timestamptz not null default pg_catalog.now() + interval '5 minutes',
  mailed_at timestamptz,
  recipients integer
);

comment on table private.audit_fingerprint_mails is
  'The audit log''s newest entry (id and hash) as e-mailed to the administrators each day, so '
  'entries deleted or rewritten from the end are noticed. Definer-rights functions only.';

create index audit_fingerprint_mails_mailed_idx
  on private.audit_fingerprint_mails (mailed_at) where mailed_at is not null;

alter table private.audit_fingerprint_mails enable row level security;
revoke all on table private.audit_fingerprint_mails from public, anon, authenticated, service_role;
create policy "no API role reads the mailed audit fingerprints"
  on private.audit_fingerprint_mails for select to anon, authenticated
  using (false);

create function public.claim_audit_fingerprint_mail()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  newest public.audit_log;
  claimed private.audit_fingerprint_mails;
  recipients text[];
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('audit fingerprint mail'));
  if exists (
    select 1 from private.audit_fingerprint_mails m
    where (m.mailed_at is not null and m.mailed_at > pg_catalog.now() - interval '1 day')
      or (m.mailed_at is null and m.lease_expires_at > pg_catalog.now())
  ) then
    return null;
  end if;
  select * into newest from public.audit_log a order by a.id desc limit 1;
  select pg_catalog.array_agg(distinct u.email::text order by u.email::text) into recipients
  from auth.users u
  join public.user_roles r on r.user_id = u.id and r.role = 'admin'
  where u.email is not null;
  if newest.id is null or recipients is null then
    return null;
  end if;
  -- A claim whose sender died is taken over: one row per day, never a pile.
  delete from private.audit_fingerprint_mails m where m.mailed_at is null;
  insert into private.audit_fingerprint_mails (entry_id, hash, entries)
  values (newest.id, newest.hash, (select pg_catalog.count(*) from public.audit_log))
  returning * into claimed;
  return pg_catalog.jsonb_build_object(
    'id', claimed.id, 'entry_id', claimed.entry_id, 'hash', claimed.hash,
    'entries', claimed.entries, 'recipients', pg_catalog.to_jsonb(recipients)
  );
end;
$$;
comment on function public.claim_audit_fingerprint_mail() is
  'The delivery worker''s daily claim: the audit log''s newest id and hash and the administrators'' '
  'addresses to mail them to, or null when today''s fingerprint went out (or is going out).';
revoke all on function public.claim_audit_fingerprint_mail() from public, anon, authenticated;
grant execute on function public.claim_audit_fingerprint_mail() to service_role;

create function public.record_audit_fingerprint_mailed(p_id bigint, p_recipients integer)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update private.audit_fingerprint_mails
  set mailed_at = pg_catalog.now(), recipients = p_recipients
  where id = p_id and mailed_at is null
  returning true
$$;
revoke all on function public.record_audit_fingerprint_mailed(bigint, integer)
  from public, anon, authenticated;
grant execute on function public.record_audit_fingerprint_mailed(bigint, integer) to service_role;

create function public.audit_log_anchor()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  anchor private.audit_fingerprint_mails;
begin
  if pg_catalog.current_setting('role') in ('anon', 'authenticated')
    and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can read the audit log' using errcode = '42501';
  end if;
  select * into anchor from private.audit_fingerprint_mails m
  where m.mailed_at is not null order by m.mailed_at desc, m.id desc limit 1;
  if anchor.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'mailed_at', anchor.mailed_at,
    'entry_id', anchor.entry_id,
    'hash', anchor.hash,
    'entries', anchor.entries,
    'held', exists (
      select 1 from public.audit_log a where a.id = anchor.entry_id and a.hash = anchor.hash
    )
  );
end;
$$;
comment on function public.audit_log_anchor() is
  'The audit fingerprint last e-mailed to the administrators (when, entry id, hash) and whether '
  'the log still holds it. Administrators and the database''s own roles.';
revoke all on function public.audit_log_anchor() from public, anon;
grant execute on function public.audit_log_anchor() to authenticated, service_role;

create or replace function public.audit_log_chain()
returns table (entries bigint, first_broken_id bigint, newest_id bigint, newest_hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('role') in ('anon', 'authenticated')
    and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can read the audit log' using errcode = '42501';
  end if;
  return query
  with entries as (
    select a.id, a.hash, a.prev_hash,
      private.audit_entry_hash(a, a.prev_hash) as computed,
      pg_catalog.lag(a.hash) over (order by a.id) as previous
    from public.audit_log a
  )
  select
    (select pg_catalog.count(*) from entries),
    -- The first entry whose hash or link does not match, or the first fingerprint mailed to the
    -- administrators that the log no longer holds (entries deleted or rewritten from the end).
    (select pg_catalog.min(broken.id) from (
      select e.id from entries e
      where e.hash is distinct from e.computed or e.prev_hash is distinct from e.previous
      union all
      select m.entry_id from private.audit_fingerprint_mails m
      where m.mailed_at is not null
        and not exists (
          select 1 from public.audit_log a where a.id = m.entry_id and a.hash = m.hash
        )
    ) broken),
    (select e.id from entries e order by e.id desc limit 1),
    (select e.hash from entries e order by e.id desc limit 1);
end;
$$;

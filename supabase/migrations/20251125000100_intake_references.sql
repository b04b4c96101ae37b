-- A reference for every stored submission, and no duplicates from one draft (issue 18).
--
-- 1. `reference`: CA-XXXXXXXX (coach applications), CT-… (contact), AL-… (alliance). The database
--    sets it, always: a BEFORE INSERT trigger overwrites whatever a request sent (and draws again on
--    a collision), no API role has a column grant on it, and the column default covers rows
--    written with triggers off. Eight characters from an alphabet without look-alikes (no 0/O, 1/I),
--    drawn from gen_random_bytes: 32^8 ≈ 10^12 values, so a reference reveals no volume and cannot
--    be guessed from another. A collision is retried.
--
-- 2. `idempotency_key`: one random uuid per draft in the browser, unique per table. The forms store
--    through submit_<form>(submission, idempotency_key), which stores the row once and answers
--    {"reference"}; the same key again (a double click, a retry after a lost response, the same
--    draft re-sent from the tab) stores nothing, counts against no limit, creates no delivery and
--    answers the same reference. Anon cannot read rows back (RLS), which is why the reference is
--    returned by this function rather than by `Prefer: return=representation`.
--
--    The function is SECURITY DEFINER so that it can find the row of a key it did not just insert;
--    it inserts exactly the columns anon may insert (the list of notification_columns), with status
--    and everything else left to their defaults. current_setting('role') stays the caller's, so the
--    abuse-limit and rate-limit triggers, which read it, limit a visitor exactly as a plain INSERT.

-- ---------------------------------------------------------------------------------------------
-- References
-- ---------------------------------------------------------------------------------------------
-- Six random bytes are exactly eight base64 symbols, each uniform over 64; translate maps the 64
-- onto the 32 symbols twice over, so each character stays uniform. Only built-in functions and
-- pgcrypto (which every API role may use) appear, so the same expression also serves as the
-- columns' default, for rows written with triggers off (a bulk load, pgTAP fixtures).
create function private.new_intake_reference(p_prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select p_prefix || '-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  )
$$;

revoke all on function private.new_intake_reference(text) from public;

create function private.assign_intake_reference()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate text;
  taken boolean;
begin
  for attempt in 1..10 loop
    candidate := private.new_intake_reference(tg_argv[0]);
    execute pg_catalog.format(
      'select exists (select 1 from %I.%I where reference = $1)', tg_table_schema, tg_table_name
    )
    into taken
    using candidate;
    if not taken then
      new.reference := candidate;
      return new;
    end if;
  end loop;
  raise exception 'Could not draw a free reference' using errcode = 'P0001';
end;
$$;

revoke all on function private.assign_intake_reference() from public;

alter table public.coach_applications add column reference text;
alter table public.contact_submissions add column reference text;
alter table public.alliance_registrations add column reference text;

-- Rows stored before references existed get one now.
update public.coach_applications set reference = private.new_intake_reference('CA')
where reference is null;
update public.contact_submissions set reference = private.new_intake_reference('CT')
where reference is null;
update public.alliance_registrations set reference = private.new_intake_reference('AL')
where reference is null;

alter table public.coach_applications
  alter column reference set not null,
  alter column reference set default 'CA-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  add constraint coach_applications_reference_key unique (reference),
  add constraint coach_applications_reference_format
    check (reference ~ '^CA-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$');
alter table public.contact_submissions
  alter column reference set not null,
  alter column reference set default 'CT-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  add constraint contact_submissions_reference_key unique (reference),
  add constraint contact_submissions_reference_format
    check (reference ~ '^CT-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$');
alter table public.alliance_registrations
  alter column reference set not null,
  alter column reference set default 'AL-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  add constraint alliance_registrations_reference_key unique (reference),
  add constraint alliance_registrations_reference_format
    check (reference ~ '^AL-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$');

comment on column public.coach_applications.reference is
  'The reference the applicant is shown and mailed (CA-…); set by the database, never by a request.';
comment on column public.contact_submissions.reference is
  'The reference the sender is shown and mailed (CT-…); set by the database, never by a request.';
comment on column public.alliance_registrations.reference is
  'The reference the registrant is shown and mailed (AL-…); set by the database, never by a request.';

-- Named to fire before the other BEFORE INSERT triggers (alphabetical order); it does not depend
-- on them, and they do not read the reference.
create trigger coach_applications_assign_reference
  before insert on public.coach_applications
  for each row execute function private.assign_intake_reference('CA');
create trigger contact_submissions_assign_reference
  before insert on public.contact_submissions
  for each row execute function private.assign_intake_reference('CT');
create trigger alliance_registrations_assign_reference
  before insert on public.alliance_registrations
  for each row execute function private.assign_intake_reference('AL');

-- ---------------------------------------------------------------------------------------------
-- Idempotency keys
-- ---------------------------------------------------------------------------------------------
alter table public.coach_applications
  add column idempotency_key uuid,
  add constraint coach_applications_idempotency_key_key unique (idempotency_key);
alter table public.contact_submissions
  add column idempotency_key uuid,
  add constraint contact_submissions_idempotency_key_key unique (idempotency_key);
alter table public.alliance_registrations
  add column idempotency_key uuid,
  add constraint alliance_registrations_idempotency_key_key unique (idempotency_key);

comment on column public.coach_applications.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_coach_application). Null for rows stored by a plain INSERT.';
comment on column public.contact_submissions.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_contact_message). Null for rows stored by a plain INSERT.';
comment on column public.alliance_registrations.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_alliance_registration). Null for rows stored by a plain INSERT.';

-- A plain INSERT (the spec's call) may name a key too; it may never name a reference.
grant insert (idempotency_key) on table public.coach_applications to anon, authenticated;
grant insert (idempotency_key) on table public.contact_submissions to anon, authenticated;
grant insert (idempotency_key) on table public.alliance_registrations to anon, authenticated;

/*
 * Stores one submission of `p_record_kind` once per idempotency key and answers {"reference"}.
 * `p_submission` must name exactly the columns the form inserts (private.notification_columns):
 * never id, status, reference, created_at. A key already stored answers that row's reference and
 * stores nothing; two concurrent calls with one key store one row (the unique constraint decides
 * and the loser answers the winner's reference).
 */
create function private.submit_intake(
  p_record_kind text,
  p_submission jsonb,
  p_idempotency_key uuid
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  column_list text;
  stored_reference text;
  violated text;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023';
  end if;
  if p_submission is null or pg_catalog.jsonb_typeof(p_submission) <> 'object'
    or not (p_submission ?& columns)
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (columns)
    )
  then
    raise exception 'The submission must name exactly these fields: %',
      pg_catalog.array_to_string(columns, ', ')
      using errcode = '22023';
  end if;

  execute pg_catalog.format('select reference from public.%I where idempotency_key = $1', source_table)
  into stored_reference
  using p_idempotency_key;
  if stored_reference is not null then
    return pg_catalog.jsonb_build_object('reference', stored_reference);
  end if;

  select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
  from pg_catalog.unnest(columns) as name;

  begin
    execute pg_catalog.format(
      'insert into public.%1$I (%2$s, idempotency_key)
       select %2$s, $2 from pg_catalog.jsonb_populate_record(null::public.%1$I, $1)
       returning reference',
      source_table,
      column_list
    )
    into stored_reference
    using p_submission, p_idempotency_key;
  exception when unique_violation then
    get stacked diagnostics violated = constraint_name;
    if violated is distinct from source_table || '_idempotency_key_key' then
      raise;
    end if;
    -- Another request with the same key committed first: answer its reference.
    execute pg_catalog.format('select reference from public.%I where idempotency_key = $1', source_table)
    into stored_reference
    using p_idempotency_key;
  end;
  return pg_catalog.jsonb_build_object('reference', stored_reference);
end;
$$;

revoke all on function private.submit_intake(text, jsonb, uuid) from public;

create function public.submit_coach_application(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('coach_application', p_submission, p_idempotency_key) $$;

create function public.submit_contact_message(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('contact_submission', p_submission, p_idempotency_key) $$;

create function public.submit_alliance_registration(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('alliance_registration', p_submission, p_idempotency_key) $$;

comment on function public.submit_coach_application(jsonb, uuid) is
  'Stores a coach application once per idempotency key; answers {"reference"}.';
comment on function public.submit_contact_message(jsonb, uuid) is
  'Stores a contact message once per idempotency key; answers {"reference"}.';
comment on function public.submit_alliance_registration(jsonb, uuid) is
  'Stores an alliance registration once per idempotency key; answers {"reference"}.';

revoke all on function public.submit_coach_application(jsonb, uuid),
  public.submit_contact_message(jsonb, uuid),
  public.submit_alliance_registration(jsonb, uuid)
  from public, anon, authenticated;
grant execute on function public.submit_coach_application(jsonb, uuid),
  public.submit_contact_message(jsonb, uuid),
  public.submit_alliance_registration(jsonb, uuid)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The desk: the reference is searchable. The views list their columns at creation (a.*), so they
-- are made again with the reference (not the idempotency key, which no reviewer needs) and a
-- search_text that holds it; the trigram indexes follow the new expression.
-- ---------------------------------------------------------------------------------------------
drop index public.coach_applications_search_idx;
drop index public.contact_submissions_search_idx;
drop index public.alliance_registrations_search_idx;
create index coach_applications_search_idx on public.coach_applications
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);
create index contact_submissions_search_idx on public.contact_submissions
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);
create index alliance_registrations_search_idx on public.alliance_registrations
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

drop view public.coach_applications_desk;
drop view public.contact_submissions_desk;
drop view public.alliance_registrations_desk;

create view public.coach_applications_desk
as
select
  a.id, a.first_name, a.last_name, a.email, a.phone, a.city, a.region, a.organization, a.title,
  a.experience, a.ai_experience, a.teaching_experience, a.availability, a.motivation, a.status,
  a.created_at, a.reference,
  lower(a.first_name || ' ' || a.last_name || ' ' || a.email || ' ' || a.reference) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'coach_application'
      and r.record_id = a.id
  ) as unread
from public.coach_applications a
where (select public.has_role((select auth.uid()), 'admin'));

create view public.contact_submissions_desk
as
select
  c.id, c.first_name, c.last_name, c.email, c.phone, c.organization_type, c.organization_name,
  c.subject, c.message, c.status, c.created_at, c.reference,
  lower(c.first_name || ' ' || c.last_name || ' ' || c.email || ' ' || c.reference) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'contact_submission'
      and r.record_id = c.id
  ) as unread
from public.contact_submissions c
where (select public.has_role((select auth.uid()), 'admin'));

create view public.alliance_registrations_desk
as
select
  g.id, g.first_name, g.last_name, g.email, g.phone, g.organization, g.organization_type, g.title,
  g.interests, g.message, g.status, g.created_at, g.reference,
  lower(g.first_name || ' ' || g.last_name || ' ' || g.email || ' ' || g.reference) as search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'alliance_registration'
      and r.record_id = g.id
  ) as unread
from public.alliance_registrations g
where (select public.has_role((select auth.uid()), 'admin'));

comment on view public.coach_applications_desk is
  'Coach applications for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';
comment on view public.contact_submissions_desk is
  'Contact submissions for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';
comment on view public.alliance_registrations_desk is
  'Alliance registrations for the review dashboard, with search_text (name, e-mail, reference) and the caller''s unread flag.';

revoke all on table public.coach_applications_desk from anon, authenticated, public;
revoke all on table public.contact_submissions_desk from anon, authenticated, public;
revoke all on table public.alliance_registrations_desk from anon, authenticated, public;
grant select on table public.coach_applications_desk to authenticated, service_role;
grant select on table public.contact_submissions_desk to authenticated, service_role;
grant select on table public.alliance_registrations_desk to authenticated, service_role;

-- Intake: the three forms' tables (coach applications, contact messages, alliance registrations)
-- with the CHECKs that mirror the forms' zod schemas, their status history, references, the
-- per-address and per-network abuse limits, the intake RPCs and the public status lookup.
-- Baseline file 3 of 7 (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Attribution's shape rules (issue 34, item 4), which the three tables' CHECKs call
-- ---------------------------------------------------------------------------------------------
-- Each of the three tables has five nullable columns saying where the visit came from: its
-- landing page (a path only), the referrer's domain and the campaign (utm_source, utm_medium,
-- utm_campaign), the first of the visit, captured by the browser into sessionStorage
-- (src/lib/visit-attribution.ts) and sent with the submission. No cookie, identifier or address.

-- SQL-standard bodies (RETURN): parsed here and bound by OID, so a visitor's INSERT, whose CHECKs
-- call them, needs no USAGE on `private`. The patterns are ASCII only, so char_length is the
-- UTF-16 length the app's limits count.

-- A path of this site: starts with '/', no query, no fragment, no scheme or host, at most 200.
create function private.is_landing_path(value text)
returns boolean
language sql
immutable
set search_path = ''
return value operator(pg_catalog.~) '^/[A-Za-z0-9/._~%-]*$'
  and pg_catalog.char_length(value) <= 200;
revoke all on function private.is_landing_path(text) from public;
grant execute on function private.is_landing_path(text) to anon, authenticated, service_role;

-- A host name in lower case (labels of letters, digits and inner hyphens), at most 253.
create function private.is_domain_name(value text)
returns boolean
language sql
immutable
set search_path = ''
return value operator(pg_catalog.~)
    '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  and pg_catalog.char_length(value) <= 253;
revoke all on function private.is_domain_name(text) from public;
grant execute on function private.is_domain_name(text) to anon, authenticated, service_role;

-- A campaign parameter as a link carried it: trimmed, 1 to 100 characters, no control characters.
create function private.is_campaign_value(value text)
returns boolean
language sql
immutable
set search_path = ''
return private.is_trimmed(value)
  and private.utf16_length(value) between 1 and 100
  and value operator(pg_catalog.!~) '[[:cntrl:]]';
revoke all on function private.is_campaign_value(text) from public;
grant execute on function private.is_campaign_value(text) to anon, authenticated, service_role;

/** Attribution: the columns, their checks and their grants. */

-- ---------------------------------------------------------------------------------------------
-- AI Coach applications (/ai-coach-application)
-- ---------------------------------------------------------------------------------------------
create table public.coach_applications (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  city text not null,
  region text not null,
  -- Both organization and title receive the applicant's current occupation.
  organization text not null,
  title text not null,
  experience text not null,
  -- The technical comfort level.
  ai_experience text not null,
  teaching_experience text not null,
  availability text not null,
  motivation text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  -- The reference the person is shown and mailed; the same expression as
  -- private.new_intake_reference('CA'), so rows written with triggers off get one too.
  reference text not null default 'CA-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  -- The browser draft's key: one stored row per key (the intake RPCs, below).
  idempotency_key uuid,
  -- Where the visit that sent it came from (attribution, below): all optional.
  landing_page text,
  referrer_domain text,
  utm_source text,
  utm_medium text,
  utm_campaign text,

  constraint coach_applications_first_name_trimmed check (private.is_trimmed(first_name)),
  constraint coach_applications_first_name_length check (private.utf16_length(first_name) between 1 and 50),
  constraint coach_applications_last_name_trimmed check (private.is_trimmed(last_name)),
  constraint coach_applications_last_name_length check (private.utf16_length(last_name) between 1 and 50),
  constraint coach_applications_email_length check (private.utf16_length(email) <= 255),
  constraint coach_applications_email_format check (private.is_email(email)),
  constraint coach_applications_phone_trimmed check (private.is_trimmed(phone)),
  constraint coach_applications_phone_length check (private.utf16_length(phone) between 10 and 20),
  constraint coach_applications_city_trimmed check (private.is_trimmed(city)),
  constraint coach_applications_city_length check (private.utf16_length(city) between 1 and 100),
  constraint coach_applications_region_allowed check (
    region in ('northern', 'southwestern', 'southeastern', 'eastern', 'central')
  ),
  constraint coach_applications_organization_trimmed check (private.is_trimmed(organization)),
  constraint coach_applications_organization_length check (private.utf16_length(organization) between 1 and 200),
  constraint coach_applications_title_trimmed check (private.is_trimmed(title)),
  constraint coach_applications_title_length check (private.utf16_length(title) between 1 and 200),
  constraint coach_applications_experience_trimmed check (private.is_trimmed(experience)),
  constraint coach_applications_experience_length check (private.utf16_length(experience) between 50 and 1000),
  constraint coach_applications_ai_experience_allowed check (
    ai_experience in ('beginner', 'intermediate', 'advanced')
  ),
  constraint coach_applications_teaching_experience_allowed check (teaching_experience in ('Yes', 'No')),
  constraint coach_applications_availability_allowed check (
    availability in ('part-time', 'full-time', 'flexible')
  ),
  constraint coach_applications_motivation_trimmed check (private.is_trimmed(motivation)),
  constraint coach_applications_motivation_length check (private.utf16_length(motivation) between 50 and 1000),
  constraint coach_applications_status_allowed check (
    status in ('pending', 'interview', 'approved', 'rejected')
  ),
  constraint coach_applications_reference_key unique (reference),
  constraint coach_applications_reference_format
    check (reference ~ '^CA-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  constraint coach_applications_idempotency_key_key unique (idempotency_key),
  -- Visible text, not only spaces or invisible characters (private.has_visible_text).
  constraint coach_applications_first_name_visible check (private.has_visible_text(first_name)),
  constraint coach_applications_last_name_visible check (private.has_visible_text(last_name)),
  constraint coach_applications_phone_visible check (private.has_visible_text(phone)),
  constraint coach_applications_city_visible check (private.has_visible_text(city)),
  constraint coach_applications_organization_visible check (private.has_visible_text(organization)),
  constraint coach_applications_title_visible check (private.has_visible_text(title)),
  constraint coach_applications_experience_visible check (private.has_visible_text(experience)),
  constraint coach_applications_motivation_visible check (private.has_visible_text(motivation)),
  constraint coach_applications_landing_page_shape check (private.is_landing_path(landing_page)),
  constraint coach_applications_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  constraint coach_applications_utm_source_shape check (private.is_campaign_value(utm_source)),
  constraint coach_applications_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  constraint coach_applications_utm_campaign_shape check (private.is_campaign_value(utm_campaign))
);

comment on table public.coach_applications is
  'AI Coach applications. Anyone may submit; admins read them and set status.';

alter table public.coach_applications enable row level security;

revoke all on table public.coach_applications from anon, authenticated, public;

grant insert (
  first_name, last_name, email, phone, city, region, organization, title, experience,
  ai_experience, teaching_experience, availability, motivation, idempotency_key,
  landing_page, referrer_domain, utm_source, utm_medium, utm_campaign
) on table public.coach_applications to anon, authenticated;

grant select on table public.coach_applications to authenticated;

grant update (status) on table public.coach_applications to authenticated;

grant all on table public.coach_applications to service_role;

create policy "visitors submit coach applications"
  on public.coach_applications for insert to anon
  with check (status = 'pending');

create policy "signed-in users submit coach applications"
  on public.coach_applications for insert to authenticated
  with check (status = 'pending');

create policy "team reads coach applications"
  on public.coach_applications for select to authenticated
  using ((select public.can_work_submissions()));

create policy "team updates coach application status"
  on public.coach_applications for update to authenticated
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

-- ---------------------------------------------------------------------------------------------
-- Contact submissions (/contact)
-- ---------------------------------------------------------------------------------------------
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  organization_type text not null,
  organization_name text not null,
  subject text not null,
  message text not null,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  -- The reference the person is shown and mailed; the same expression as
  -- private.new_intake_reference('CT'), so rows written with triggers off get one too.
  reference text not null default 'CT-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  -- The browser draft's key: one stored row per key (the intake RPCs, below).
  idempotency_key uuid,
  -- Where the visit that sent it came from (attribution, below): all optional.
  landing_page text,
  referrer_domain text,
  utm_source text,
  utm_medium text,
  utm_campaign text,

  constraint contact_submissions_first_name_trimmed check (private.is_trimmed(first_name)),
  constraint contact_submissions_first_name_length check (private.utf16_length(first_name) between 1 and 100),
  constraint contact_submissions_last_name_trimmed check (private.is_trimmed(last_name)),
  constraint contact_submissions_last_name_length check (private.utf16_length(last_name) between 1 and 100),
  constraint contact_submissions_email_length check (private.utf16_length(email) <= 255),
  constraint contact_submissions_email_format check (private.is_email(email)),
  constraint contact_submissions_phone_trimmed check (private.is_trimmed(phone)),
  constraint contact_submissions_phone_length check (private.utf16_length(phone) between 10 and 20),
  constraint contact_submissions_organization_type_allowed check (
    organization_type in ('k-12', 'university', 'chamber', 'business', 'other')
  ),
  constraint contact_submissions_organization_name_trimmed check (private.is_trimmed(organization_name)),
  constraint contact_submissions_organization_name_length check (
    private.utf16_length(organization_name) between 1 and 200
  ),
  constraint contact_submissions_subject_allowed check (
    subject in ('request-training', 'partnership', 'become-coach', 'events', 'general', 'other')
  ),
  constraint contact_submissions_message_trimmed check (private.is_trimmed(message)),
  constraint contact_submissions_message_length check (private.utf16_length(message) between 10 and 2000),
  constraint contact_submissions_status_allowed check (status in ('new', 'pending', 'responded', 'closed')),
  constraint contact_submissions_reference_key unique (reference),
  constraint contact_submissions_reference_format
    check (reference ~ '^CT-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  constraint contact_submissions_idempotency_key_key unique (idempotency_key),
  -- Visible text, not only spaces or invisible characters (private.has_visible_text).
  constraint contact_submissions_first_name_visible check (private.has_visible_text(first_name)),
  constraint contact_submissions_last_name_visible check (private.has_visible_text(last_name)),
  constraint contact_submissions_phone_visible check (private.has_visible_text(phone)),
  constraint contact_submissions_organization_name_visible check (private.has_visible_text(organization_name)),
  constraint contact_submissions_message_visible check (private.has_visible_text(message)),
  constraint contact_submissions_landing_page_shape check (private.is_landing_path(landing_page)),
  constraint contact_submissions_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  constraint contact_submissions_utm_source_shape check (private.is_campaign_value(utm_source)),
  constraint contact_submissions_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  constraint contact_submissions_utm_campaign_shape check (private.is_campaign_value(utm_campaign))
);

comment on table public.contact_submissions is
  'Contact form messages. Anyone may submit; admins read them and set status.';

alter table public.contact_submissions enable row level security;

revoke all on table public.contact_submissions from anon, authenticated, public;

grant insert (
  first_name, last_name, email, phone, organization_type, organization_name, subject, message,
  idempotency_key, landing_page, referrer_domain, utm_source, utm_medium, utm_campaign
) on table public.contact_submissions to anon, authenticated;

grant select on table public.contact_submissions to authenticated;

grant update (status) on table public.contact_submissions to authenticated;

grant all on table public.contact_submissions to service_role;

create policy "visitors submit contact messages"
  on public.contact_submissions for insert to anon
  with check (status = 'new');

create policy "signed-in users submit contact messages"
  on public.contact_submissions for insert to authenticated
  with check (status = 'new');

create policy "team reads contact submissions"
  on public.contact_submissions for select to authenticated
  using ((select public.can_work_submissions()));

create policy "team updates contact submission status"
  on public.contact_submissions for update to authenticated
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

-- ---------------------------------------------------------------------------------------------
-- Alliance registrations (/join-alliance)
-- ---------------------------------------------------------------------------------------------
create table public.alliance_registrations (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  -- Optional on the form: null (or an empty string) when not given.
  phone text,
  organization text not null,
  organization_type text not null,
  title text not null,
  interests text[] not null default '{}',
  -- Optional on the form.
  message text,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  -- The reference the person is shown and mailed; the same expression as
  -- private.new_intake_reference('AL'), so rows written with triggers off get one too.
  reference text not null default 'AL-' || pg_catalog.translate(
    pg_catalog.encode(extensions.gen_random_bytes(6), 'base64'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  ),
  -- The browser draft's key: one stored row per key (the intake RPCs, below).
  idempotency_key uuid,
  -- Where the visit that sent it came from (attribution, below): all optional.
  landing_page text,
  referrer_domain text,
  utm_source text,
  utm_medium text,
  utm_campaign text,

  constraint alliance_registrations_first_name_trimmed check (private.is_trimmed(first_name)),
  constraint alliance_registrations_first_name_length check (private.utf16_length(first_name) between 1 and 100),
  constraint alliance_registrations_last_name_trimmed check (private.is_trimmed(last_name)),
  constraint alliance_registrations_last_name_length check (private.utf16_length(last_name) between 1 and 100),
  constraint alliance_registrations_email_length check (private.utf16_length(email) <= 255),
  constraint alliance_registrations_email_format check (private.is_email(email)),
  constraint alliance_registrations_phone_trimmed check (private.is_trimmed(phone)),
  constraint alliance_registrations_phone_length check (
    phone = '' or private.utf16_length(phone) between 10 and 20
  ),
  constraint alliance_registrations_organization_trimmed check (private.is_trimmed(organization)),
  constraint alliance_registrations_organization_length check (
    private.utf16_length(organization) between 1 and 200
  ),
  constraint alliance_registrations_organization_type_allowed check (
    organization_type in (
      'education', 'higher-ed', 'business', 'chamber', 'workforce', 'government', 'nonprofit', 'other'
    )
  ),
  constraint alliance_registrations_title_trimmed check (private.is_trimmed(title)),
  constraint alliance_registrations_title_length check (private.utf16_length(title) between 1 and 200),
  -- Any subset of the five checkboxes, including none; no NULL elements, one dimension.
  constraint alliance_registrations_interests_allowed check (
    interests <@ array['training', 'contests', 'events', 'sponsorship', 'trainer']::text[]
    and array_position(interests, null) is null
    and coalesce(array_ndims(interests), 1) = 1
  ),
  constraint alliance_registrations_message_trimmed check (private.is_trimmed(message)),
  constraint alliance_registrations_message_length check (private.utf16_length(message) <= 2000),
  constraint alliance_registrations_status_allowed check (status in ('new', 'pending', 'responded', 'closed')),
  constraint alliance_registrations_reference_key unique (reference),
  constraint alliance_registrations_reference_format
    check (reference ~ '^AL-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  constraint alliance_registrations_idempotency_key_key unique (idempotency_key),
  -- Visible text, not only spaces or invisible characters (private.has_visible_text).
  constraint alliance_registrations_first_name_visible check (private.has_visible_text(first_name)),
  constraint alliance_registrations_last_name_visible check (private.has_visible_text(last_name)),
  -- Optional: empty (or null) when not given, visible when given.
  constraint alliance_registrations_phone_visible check (phone = '' or private.has_visible_text(phone)),
  constraint alliance_registrations_organization_visible check (private.has_visible_text(organization)),
  constraint alliance_registrations_title_visible check (private.has_visible_text(title)),
  constraint alliance_registrations_interests_distinct
    check (private.has_no_duplicates(interests)),
  constraint alliance_registrations_landing_page_shape check (private.is_landing_path(landing_page)),
  constraint alliance_registrations_referrer_domain_shape check (private.is_domain_name(referrer_domain)),
  constraint alliance_registrations_utm_source_shape check (private.is_campaign_value(utm_source)),
  constraint alliance_registrations_utm_medium_shape check (private.is_campaign_value(utm_medium)),
  constraint alliance_registrations_utm_campaign_shape check (private.is_campaign_value(utm_campaign))
);

comment on table public.alliance_registrations is
  'Alliance registrations. Anyone may submit; admins read them and set status.';

alter table public.alliance_registrations enable row level security;

revoke all on table public.alliance_registrations from anon, authenticated, public;

grant insert (
  first_name, last_name, email, phone, organization, organization_type, title, interests, message,
  idempotency_key, landing_page, referrer_domain, utm_source, utm_medium, utm_campaign
) on table public.alliance_registrations to anon, authenticated;

grant select on table public.alliance_registrations to authenticated;

grant update (status) on table public.alliance_registrations to authenticated;

grant all on table public.alliance_registrations to service_role;

create policy "visitors register for the alliance"
  on public.alliance_registrations for insert to anon
  with check (status = 'new');

create policy "signed-in users register for the alliance"
  on public.alliance_registrations for insert to authenticated
  with check (status = 'new');

create policy "team reads alliance registrations"
  on public.alliance_registrations for select to authenticated
  using ((select public.can_work_submissions()));

create policy "team updates alliance registration status"
  on public.alliance_registrations for update to authenticated
  using ((select public.can_work_submissions()))
  with check ((select public.can_work_submissions()));

-- Who changed a submission's status, when, and from what. Written only by the trigger below, so
-- the history cannot be forged or edited through the API; admins may read it.

create table public.status_changes (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  record_id uuid not null,
  old_status text,
  new_status text not null,
  -- No foreign key: a history row must never block a status change (e.g. a since-deleted user).
  changed_by uuid default auth.uid(),
  changed_at timestamptz not null default now(),

  constraint status_changes_table_name_allowed check (
    table_name in ('coach_applications', 'contact_submissions', 'alliance_registrations')
  )
);

comment on table public.status_changes is
  'Status history of intake submissions, written by trigger. Admins read; nobody writes directly.';

create index status_changes_record_id_changed_at_idx on public.status_changes (record_id, changed_at);

alter table public.status_changes enable row level security;

revoke all on table public.status_changes from anon, authenticated, public;

grant select on table public.status_changes to authenticated;

grant all on table public.status_changes to service_role;

create policy "team reads status history"
  on public.status_changes for select to authenticated
  using ((select public.can_work_submissions()));

-- SECURITY DEFINER: the admin making the change has no INSERT privilege on status_changes.
create function private.record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.status_changes (table_name, record_id, old_status, new_status, changed_by)
  values (tg_table_name, new.id, old.status, new.status, auth.uid());
  return null;
end;
$$;
revoke all on function private.record_status_change() from public;

create trigger coach_applications_record_status_change
  after update of status on public.coach_applications
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();

create trigger contact_submissions_record_status_change
  after update of status on public.contact_submissions
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();

create trigger alliance_registrations_record_status_change
  after update of status on public.alliance_registrations
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_status_change();

-- At most five submissions per e-mail address per hour on each intake form: the sixth within the
-- hour is refused before it is stored. Counting happens in a SECURITY DEFINER function because
-- the submitter (anon) cannot see the rows it has to count.

create index coach_applications_email_created_at_idx
  on public.coach_applications (lower(email), created_at);

create index contact_submissions_email_created_at_idx
  on public.contact_submissions (lower(email), created_at);

create index alliance_registrations_email_created_at_idx
  on public.alliance_registrations (lower(email), created_at);

create function private.enforce_submission_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  -- Serialise submissions for the same address and form so concurrent requests cannot all
  -- slip under the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || pg_catalog.lower(new.email), 0)
  );

  execute pg_catalog.format(
    'select count(*) from %I.%I where lower(email) = $1 and created_at > pg_catalog.now() - interval ''1 hour''',
    tg_table_schema,
    tg_table_name
  )
  into recent
  using pg_catalog.lower(new.email);

  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;

  return new;
end;
$$;
revoke all on function private.enforce_submission_rate_limit() from public;

create trigger coach_applications_rate_limit
  before insert on public.coach_applications
  for each row
  execute function private.enforce_submission_rate_limit();

create trigger contact_submissions_rate_limit
  before insert on public.contact_submissions
  for each row
  execute function private.enforce_submission_rate_limit();

create trigger alliance_registrations_rate_limit
  before insert on public.alliance_registrations
  for each row
  execute function private.enforce_submission_rate_limit();

-- ---------------------------------------------------------------------------------------------
-- Per-network counts
-- ---------------------------------------------------------------------------------------------
-- The salt makes the stored hashes useless for recovering addresses (IPv4 has only 2^32 values);
-- it never leaves the private schema.
create table private.intake_limit_salt (
  only_row boolean primary key default true check (only_row),
  salt text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
);

insert into private.intake_limit_salt default values;

create table private.intake_client_submissions (
  client_hash bytea not null,
  submitted_at timestamptz not null default now(),
  -- No natural key (one network may submit twice in the same microsecond): a surrogate one, so
  -- logical replication and tools that need a key can address a row (the Advisor's 0004).
  id bigint generated always as identity primary key
);

comment on table private.intake_client_submissions is
  'One row per accepted intake submission that came with a client address: a salted hash of the '
  'client network and the time. Read by the per-network limit; rows older than a day are deleted.';

create index intake_client_submissions_client_idx
  on private.intake_client_submissions (client_hash, submitted_at);

create index intake_client_submissions_submitted_at_idx
  on private.intake_client_submissions (submitted_at);

-- Reachable only through the trigger below (SECURITY DEFINER), never by an API role.
alter table private.intake_limit_salt enable row level security;

alter table private.intake_client_submissions enable row level security;

revoke all on table private.intake_limit_salt, private.intake_client_submissions
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The trigger: one row per request, then the per-network limit
-- ---------------------------------------------------------------------------------------------
-- The row trigger refuses the second row of a request at once, before the per-address rate
-- limit runs for it (row triggers of one kind fire in name order: "<table>_limit_one_row" sorts
-- before "<table>_rate_limit"); a 4,000-row array is refused in ~0.3 s instead of running into
-- the 3 s statement timeout.
--
-- The count lasts for the request: through the API (request.method is set) a request is one
-- transaction, so the count is never reset and a second statement of the same request is refused
-- too; for direct SQL the statement-level trigger resets it after each statement.

create function private.enforce_one_row_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller text := pg_catalog.current_setting('role');
  rows_so_far bigint;
begin
  if caller not in ('anon', 'authenticated') then
    return new;
  end if;
  rows_so_far := coalesce(
    nullif(pg_catalog.current_setting('intake.rows_in_request', true), '')::bigint,
    0
  ) + 1;
  -- Nested rather than one AND: anon may not execute has_role, and PostgreSQL checks that
  -- permission when a (generic) plan containing the call starts, whether or not it is reached.
  if rows_so_far > 1 then
    if caller = 'authenticated' then
      if public.has_role((select auth.uid()), 'admin') then
        perform pg_catalog.set_config('intake.rows_in_request', rows_so_far::text, true);
        return new;
      end if;
    end if;
    raise exception using
      errcode = 'P0001',
      message = 'Only one submission can be sent at a time. This request held more than one, '
        || 'so none of them was saved.',
      detail = pg_catalog.format(
        'Visitors may store one row per request in %I.%I; send each submission as its own request.',
        tg_table_schema,
        tg_table_name
      );
  end if;
  perform pg_catalog.set_config('intake.rows_in_request', rows_so_far::text, true);
  return new;
end;
$$;
revoke all on function private.enforce_one_row_per_request() from public;

create trigger coach_applications_limit_one_row
  before insert on public.coach_applications
  for each row
  execute function private.enforce_one_row_per_request();

create trigger contact_submissions_limit_one_row
  before insert on public.contact_submissions
  for each row
  execute function private.enforce_one_row_per_request();

create trigger alliance_registrations_limit_one_row
  before insert on public.alliance_registrations
  for each row
  execute function private.enforce_one_row_per_request();

create function private.enforce_intake_abuse_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := pg_catalog.current_setting('role');
  rows_in_statement bigint;
  headers jsonb;
  address text;
  client bytea;
  last_hour bigint;
  last_day bigint;
begin
  if coalesce(pg_catalog.current_setting('request.method', true), '') = '' then
    perform pg_catalog.set_config('intake.rows_in_request', '', true);
  end if;

  -- Admins, the service role and direct SQL are trusted (see 20251122000200).
  if caller not in ('anon', 'authenticated') then
    return null;
  end if;
  if caller = 'authenticated' and public.has_role((select auth.uid()), 'admin') then
    return null;
  end if;

  select pg_catalog.count(*) into rows_in_statement from submitted;
  if rows_in_statement = 0 then
    return null;
  end if;
  if rows_in_statement > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'Only one submission can be sent at a time. This request held more than one, '
        || 'so none of them was saved.',
      detail = pg_catalog.format(
        'Visitors may store one row per request in %I.%I; send each submission as its own request.',
        tg_table_schema,
        tg_table_name
      );
  end if;

  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  address := private.client_address(headers);
  if address is null then
    return null;
  end if;

  client := pg_catalog.sha256(pg_catalog.convert_to(
    (select salt from private.intake_limit_salt) || '|' || private.client_network(address),
    'UTF8'
  ));

  -- Serialise submissions from one network so a burst of parallel requests cannot all slip under
  -- the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('intake-client:' || pg_catalog.encode(client, 'hex'), 0)
  );

  select
    pg_catalog.count(*) filter (where submitted_at > pg_catalog.now() - interval '1 hour'),
    pg_catalog.count(*)
  into last_hour, last_day
  from private.intake_client_submissions
  where client_hash = client
    and submitted_at > pg_catalog.now() - interval '1 day';

  if last_hour + rows_in_statement > 100 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network in the last hour. '
        || 'Your answers are still here: please try again later.',
      detail = 'Per-network limit: 100 submissions per hour across the three forms.';
  end if;
  if last_day + rows_in_statement > 300 then
    raise exception using
      errcode = 'P0001',
      message = 'We have received many submissions from your network today. '
        || 'Your answers are still here: please try again tomorrow.',
      detail = 'Per-network limit: 300 submissions per day across the three forms.';
  end if;

  insert into private.intake_client_submissions (client_hash)
  select client from pg_catalog.generate_series(1, rows_in_statement);

  -- Keep no more than a day of hashes.
  delete from private.intake_client_submissions
  where submitted_at < pg_catalog.now() - interval '1 day';

  return null;
end;
$$;
revoke all on function private.enforce_intake_abuse_limits() from public;

create trigger coach_applications_abuse_limits
  after insert on public.coach_applications
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

create trigger contact_submissions_abuse_limits
  after insert on public.contact_submissions
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

create trigger alliance_registrations_abuse_limits
  after insert on public.alliance_registrations
  referencing new table as submitted
  for each statement
  execute function private.enforce_intake_abuse_limits();

create index coach_applications_created_at_id_idx
  on public.coach_applications (created_at desc, id desc);

create index contact_submissions_created_at_id_idx
  on public.contact_submissions (created_at desc, id desc);

create index alliance_registrations_created_at_id_idx
  on public.alliance_registrations (created_at desc, id desc);

create index coach_applications_status_created_at_idx
  on public.coach_applications (status, created_at desc, id desc);

create index contact_submissions_status_created_at_idx
  on public.contact_submissions (status, created_at desc, id desc);

create index alliance_registrations_status_created_at_idx
  on public.alliance_registrations (status, created_at desc, id desc);

create index coach_applications_name_idx
  on public.coach_applications (last_name, first_name, id);

create index contact_submissions_name_idx
  on public.contact_submissions (last_name, first_name, id);

create index alliance_registrations_name_idx
  on public.alliance_registrations (last_name, first_name, id);

-- The dashboard's aggregates at 100,000 rows a table. Measured on the bench machine (2 cores)
-- with 100,000 coach applications, EXPLAIN ANALYZE as the admin:
--
-- * applications per region: a parallel sequential scan of the whole table and a hash of the
--   region text, 55-63 ms on three processes. With an index on (region, status) it is an
--   index-only scan aggregated in the index's order, 20-34 ms on one.
-- * unread counts: an anti-join of each table against the reviewer's read markers, 40-61 ms.
--   "All records minus those this reviewer has opened" is the same number and reads each table's
--   primary key once plus the reviewer's own markers.
--
-- Both run while /admin loads, on the same two cores as the browser rendering it.

create index coach_applications_region_status_idx
  on public.coach_applications (region, status);

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
comment on column public.coach_applications.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_coach_application). Null for rows stored by a plain INSERT.';

comment on column public.contact_submissions.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_contact_message). Null for rows stored by a plain INSERT.';

comment on column public.alliance_registrations.idempotency_key is
  'The browser draft''s key: one stored row per key (submit_alliance_registration). Null for rows stored by a plain INSERT.';

comment on column public.contact_submissions.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.contact_submissions.referrer_domain is
  'The domain of the site that sent the visitor at the start of the visit; null when none or unknown.';
comment on column public.contact_submissions.utm_campaign is
  'utm_campaign of the visit''s first page; utm_source and utm_medium beside it.';
comment on column public.coach_applications.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';
comment on column public.alliance_registrations.landing_page is
  'The first page of the visit that sent this (a path, no query); null when unknown.';

-- The desk filters the list by campaign and by landing page.
create index coach_applications_utm_campaign_idx on public.coach_applications (utm_campaign)
  where utm_campaign is not null;
create index coach_applications_landing_page_idx on public.coach_applications (landing_page)
  where landing_page is not null;
create index contact_submissions_utm_campaign_idx on public.contact_submissions (utm_campaign)
  where utm_campaign is not null;
create index contact_submissions_landing_page_idx on public.contact_submissions (landing_page)
  where landing_page is not null;
create index alliance_registrations_utm_campaign_idx on public.alliance_registrations (utm_campaign)
  where utm_campaign is not null;
create index alliance_registrations_landing_page_idx on public.alliance_registrations (landing_page)
  where landing_page is not null;

-- Attribution: what the intake RPCs accept.

-- Optional in every submission: a visit may have none (no referrer, no campaign, storage blocked,
-- Global Privacy Control), and callers written before these columns keep working. They are not
-- among private.notification_columns(): the notification fast path matches a payload by the
-- visitor's answers, and the notification payload carries none of these.
create function private.attribution_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['landing_page', 'referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'] $$;
revoke all on function private.attribution_columns() from public;

-- A submission whose idempotency key was already used with different answers is refused with a
-- clear message (issue 26, item 8). Before, submit_<form>() answered success with the first
-- submission's reference and dropped the second payload without a word: a visitor who changed an
-- answer after a lost response believed the new answers were stored.
--
-- The same key with the same answers (a double click, a retry after a lost response) still stores
-- nothing and answers the stored reference. "The same" compares the stored row with the payload
-- read through the same jsonb_populate_record() the insert uses, column by column, so a value is
-- compared as stored (types, not spelling). The refusal is SQLSTATE PT409 (PostgREST answers
-- HTTP 409) with a sentence written for the visitor; the form keeps every answer and draws a new
-- key, so sending again stores the changed answers as a new submission.
create or replace function private.submit_intake(
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
  stored_columns text[] := columns || private.attribution_columns();
  column_list text;
  stored_reference text;
  same_answers boolean;
  violated text;
  find_stored constant text := $find$
    select t.reference,
      not exists (
        select 1 from pg_catalog.unnest($3) as name
        where (pg_catalog.to_jsonb(t) -> name) is distinct from (
          pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::public.%1$I, $2)) -> name
        )
      )
    from public.%1$I t
    where t.idempotency_key = $1
  $find$;
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
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (stored_columns)
    )
  then
    raise exception 'The submission must name exactly these fields: % (and may name %)',
      pg_catalog.array_to_string(columns, ', '),
      pg_catalog.array_to_string(private.attribution_columns(), ', ')
      using errcode = '22023';
  end if;

  execute pg_catalog.format(find_stored, source_table)
  into stored_reference, same_answers
  using p_idempotency_key, p_submission, stored_columns;

  if stored_reference is null then
    select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
    from pg_catalog.unnest(stored_columns) as name;
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
      return pg_catalog.jsonb_build_object(
        'reference', stored_reference,
        'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
      );
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from source_table || '_idempotency_key_key' then
        raise;
      end if;
      -- Another request with the same key committed first: compare with what it stored.
      execute pg_catalog.format(find_stored, source_table)
      into stored_reference, same_answers
      using p_idempotency_key, p_submission, stored_columns;
    end;
  end if;

  if not same_answers then
    raise exception 'These answers differ from the ones this form already sent (reference %). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.',
      stored_reference
      using errcode = 'PT409',
        hint = 'idempotency_key_reused';
  end if;
  return pg_catalog.jsonb_build_object(
    'reference', stored_reference,
    'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
  );
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
comment on function public.submit_coach_application(jsonb, uuid) is
  'Stores a coach application once per idempotency key; answers {"reference"}.';
revoke all on function public.submit_coach_application(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.submit_coach_application(jsonb, uuid) to anon, authenticated, service_role;

create function public.submit_contact_message(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('contact_submission', p_submission, p_idempotency_key) $$;
comment on function public.submit_contact_message(jsonb, uuid) is
  'Stores a contact message once per idempotency key; answers {"reference"}.';
revoke all on function public.submit_contact_message(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.submit_contact_message(jsonb, uuid) to anon, authenticated, service_role;

create function public.submit_alliance_registration(p_submission jsonb, p_idempotency_key uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select private.submit_intake('alliance_registration', p_submission, p_idempotency_key) $$;
comment on function public.submit_alliance_registration(jsonb, uuid) is
  'Stores an alliance registration once per idempotency key; answers {"reference"}.';
revoke all on function public.submit_alliance_registration(jsonb, uuid) from public, anon, authenticated;
grant execute on function public.submit_alliance_registration(jsonb, uuid) to anon, authenticated, service_role;

create index coach_applications_search_idx on public.coach_applications
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

create index contact_submissions_search_idx on public.contact_submissions
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

create index alliance_registrations_search_idx on public.alliance_registrations
  using gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || reference)
    extensions.gin_trgm_ops);

-- 0008 rls_enabled_no_policy: these tables are read and written only by definer-rights functions
-- (their owner); no API role has any privilege on them. A read policy that admits nothing says so
-- explicitly, so a grant added by mistake later still reads nothing (and with no write policy,
-- writes nothing).
create policy "no API role reads the submission log"
  on private.intake_client_submissions for select to anon, authenticated
  using (false);

create policy "no API role reads the rate-limit salt"
  on private.intake_limit_salt for select to anon, authenticated
  using (false);

-- Where a submission stands, for the person who sent it (issue 26, item 2).
--
-- public.submission_status(p_reference, p_email): anyone holding a reference and the address it
-- was sent from learns the stage in plain words (received, under review, interview, decision; a
-- message or registration: received, under review, answered), the date it last changed and what
-- happens next, and nothing else about the record: no name, no answers, no decision's content.
--
-- * Refused answers are one answer. "No such reference", "wrong address" and a malformed reference
--   all answer {"found": false}, with HTTP 200, after the same work: one indexed lookup by
--   reference and address on the table the prefix names, and one throttle row.
-- * Guesses are throttled per network (20 refused lookups an hour) and per reference (5 refused
--   lookups an hour, whatever the network): past either, every lookup, right or wrong, answers
--   {"throttled": true} until the hour has passed, so a correct guess cannot be told from a
--   wrong one. A right answer is never counted: an applicant checking daily is never throttled.
--   The counts keep a salted hash of the network and of the reference, never either in clear,
--   and are forgotten after a day.
-- * SECURITY DEFINER (anon reads no intake row), empty search_path, callable by anon and
--   authenticated only through this function.

create table private.status_lookup_failures (
  client_hash bytea,
  reference_hash bytea not null,
  failed_at timestamptz not null default now(),
  -- No natural key (one network may fail twice in the same microsecond): the Advisor's 0004.
  id bigint generated always as identity primary key
);

comment on table private.status_lookup_failures is
  'One row per refused status lookup: salted hashes of the client network and of the reference '
  'asked about, and when. Read by submission_status()''s throttle; rows older than a day are deleted.';

create index status_lookup_failures_client_idx
  on private.status_lookup_failures (client_hash, failed_at);

create index status_lookup_failures_reference_idx
  on private.status_lookup_failures (reference_hash, failed_at);

alter table private.status_lookup_failures enable row level security;

revoke all on table private.status_lookup_failures from public, anon, authenticated, service_role;

-- The limits, in one place (and read by the stack test).
create function private.status_lookup_limits()
returns table (per_network integer, per_reference integer, window_length interval)
language sql
immutable
set search_path = ''
as $$ select 20, 5, interval '1 hour' $$;
revoke all on function private.status_lookup_limits() from public;

create or replace function public.submission_status(p_reference text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  v_salt text := (select s.salt from private.intake_limit_salt s);
  v_reference text := pg_catalog.upper(pg_catalog.btrim(coalesce(p_reference, '')));
  v_address text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  client_address text := private.client_address(
    nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
  );
  client bytea;
  reference_key bytea;
  source_table text;
  v_kind text;
  found_id uuid;
  found_status text;
  found_created timestamptz;
  changed timestamptz;
  first_read timestamptz;
  stage text;
  stage_changed timestamptz;
begin
  select * into limits from private.status_lookup_limits();
  reference_key := pg_catalog.sha256(pg_catalog.convert_to(v_salt || '|ref|' || v_reference, 'UTF8'));
  if client_address is not null then
    client := pg_catalog.sha256(pg_catalog.convert_to(
      v_salt || '|status|' || private.client_network(client_address), 'UTF8'
    ));
  end if;

  -- One caller's guesses at a time per network, so a burst cannot all slip under the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('status-lookup:' || pg_catalog.encode(coalesce(client, reference_key), 'hex'), 0)
  );

  if (
    client is not null and (
      select pg_catalog.count(*) from private.status_lookup_failures f
      where f.client_hash = client and f.failed_at > pg_catalog.now() - limits.window_length
    ) >= limits.per_network
  ) or (
    -- Per reference from this network only: a stranger's wrong guesses elsewhere never withhold
    -- the stage from the person who holds the reference.
    select pg_catalog.count(*) from private.status_lookup_failures f
    where f.reference_hash = reference_key
      and f.client_hash is not distinct from client
      and f.failed_at > pg_catalog.now() - limits.window_length
  ) >= limits.per_reference then
    return pg_catalog.jsonb_build_object('throttled', true);
  end if;

  source_table := case pg_catalog.left(v_reference, 3)
    when 'CA-' then 'coach_applications'
    when 'CT-' then 'contact_submissions'
    when 'AL-' then 'alliance_registrations'
  end;
  v_kind := case source_table
    when 'coach_applications' then 'coach_application'
    when 'contact_submissions' then 'contact_submission'
    when 'alliance_registrations' then 'alliance_registration'
  end;

  -- The same lookup whether the reference exists or not: by reference and address together.
  execute pg_catalog.format(
    'select id, status, created_at from public.%I
      where reference = $1 and pg_catalog.lower(email) = $2',
    coalesce(source_table, 'coach_applications')
  )
  into found_id, found_status, found_created
  using case when source_table is null then '' else v_reference end, v_address;

  if found_id is null then
    delete from private.status_lookup_failures f where f.failed_at < pg_catalog.now() - interval '1 day';
    insert into private.status_lookup_failures (client_hash, reference_hash)
    values (client, reference_key);
    return pg_catalog.jsonb_build_object('found', false);
  end if;

  select pg_catalog.max(s.changed_at) into changed
  from public.status_changes s
  where s.record_id = found_id and s.table_name = source_table;
  select pg_catalog.min(r.read_at) into first_read
  from public.record_reads r
  where r.record_id = found_id and r.record_kind = v_kind;

  if found_status in ('new', 'pending') then
    -- Opened by a reviewer, or moved on and back: someone is looking at it.
    if first_read is not null or changed is not null then
      stage := 'under_review';
      stage_changed := greatest(first_read, changed);
    else
      stage := 'received';
      stage_changed := found_created;
    end if;
  elsif found_status = 'interview' then
    stage := 'interview';
  elsif found_status in ('approved', 'rejected') then
    stage := 'decision';
  else
    -- 'responded' and 'closed': a message or registration that has been answered.
    stage := 'answered';
  end if;

  return pg_catalog.jsonb_build_object(
    'found', true,
    'kind', v_kind,
    'stage', stage,
    'changed_at', coalesce(stage_changed, changed, found_created)
  );
end;
$$;
comment on function public.submission_status(text, text) is
  'The stage of a submission for the person who sent it, by reference and e-mail address; '
  'refused answers are identical and guesses are throttled per client network (in all, and per '
  'reference from that network).';
revoke all on function public.submission_status(text, text) from public, anon, authenticated;
grant execute on function public.submission_status(text, text) to anon, authenticated, service_role;

-- 0008 rls_enabled_no_policy: read and written only by definer-rights functions; a read policy
-- that admits nothing says so, so a grant added by mistake later still reads nothing.
create policy "no API role reads the status lookup throttle"
  on private.status_lookup_failures for select to anon, authenticated
  using (false);

-- The three public intake forms and their review status.
--
-- Every validation rule of the forms (spec section 5, option lists of section 9) is repeated
-- here as a named CHECK constraint, so a request that bypasses the UI cannot store what the
-- form would refuse. The forms validate with zod after trimming, so the rules are stated the
-- way zod measures them: lengths in UTF-16 code units (JavaScript's String.length) and
-- "trimmed" by JavaScript's definition of white space.
--
-- Access: anon and authenticated may INSERT the form columns only (never id, status or
-- created_at); admins may SELECT everything and UPDATE status only; nobody but the service
-- role deletes. One policy per operation and role.

-- Same length as JavaScript's String.length: astral characters count twice.
create function private.utf16_length(value text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.char_length(value)
    + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;

-- True when String.prototype.trim() would leave the value unchanged.
create function private.is_trimmed(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value = pg_catalog.btrim(
    value,
    E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
  )
$$;

-- zod v4's e-mail pattern (z.email()), so the database accepts exactly what the forms accept.
create function private.is_email(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
$$;

revoke all on function private.utf16_length(text), private.is_trimmed(text), private.is_email(text) from public;
grant execute on function private.utf16_length(text), private.is_trimmed(text), private.is_email(text)
  to anon, authenticated, service_role;

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
  )
);

comment on table public.coach_applications is
  'AI Coach applications. Anyone may submit; admins read them and set status.';

create index coach_applications_created_at_idx on public.coach_applications (created_at desc);
create index coach_applications_status_idx on public.coach_applications (status);

alter table public.coach_applications enable row level security;

revoke all on table public.coach_applications from anon, authenticated, public;
grant insert (
  first_name, last_name, email, phone, city, region, organization, title, experience,
  ai_experience, teaching_experience, availability, motivation
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

create policy "admins read coach applications"
  on public.coach_applications for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins update coach application status"
  on public.coach_applications for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

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
  constraint contact_submissions_status_allowed check (status in ('new', 'pending', 'responded', 'closed'))
);

comment on table public.contact_submissions is
  'Contact form messages. Anyone may submit; admins read them and set status.';

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
create index contact_submissions_status_idx on public.contact_submissions (status);

alter table public.contact_submissions enable row level security;

revoke all on table public.contact_submissions from anon, authenticated, public;
grant insert (
  first_name, last_name, email, phone, organization_type, organization_name, subject, message
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

create policy "admins read contact submissions"
  on public.contact_submissions for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins update contact submission status"
  on public.contact_submissions for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

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
  constraint alliance_registrations_status_allowed check (status in ('new', 'pending', 'responded', 'closed'))
);

comment on table public.alliance_registrations is
  'Alliance registrations. Anyone may submit; admins read them and set status.';

create index alliance_registrations_created_at_idx on public.alliance_registrations (created_at desc);
create index alliance_registrations_status_idx on public.alliance_registrations (status);

alter table public.alliance_registrations enable row level security;

revoke all on table public.alliance_registrations from anon, authenticated, public;
grant insert (
  first_name, last_name, email, phone, organization, organization_type, title, interests, message
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

create policy "admins read alliance registrations"
  on public.alliance_registrations for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "admins update alliance registration status"
  on public.alliance_registrations for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

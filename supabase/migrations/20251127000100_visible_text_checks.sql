-- A required answer made only of invisible characters (zero-width spaces and joiners, bidi
-- controls, C0/C1 control characters, spaces of every kind) counts as empty, in the database as in
-- the forms and the edge functions (supabase/functions/_shared/schemas/fields.ts, hasVisibleText).
-- Before this, first_name = U+200B was stored and a reviewer read a blank name.
--
-- The constraints are added NOT VALID: they hold for every row written from now on, and a row a
-- project already stored (for example that blank name) stays readable on the desk instead of
-- making `db push` fail. `alter table ... validate constraint ...` proves old rows too, once a
-- project has looked at them.

-- The same character set as INVISIBLE_CHARACTERS in fields.ts; ARE \uXXXX escapes, so the pattern
-- itself contains no invisible character.
create function private.has_visible_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff]',
    '',
    'g'
  ) <> ''
$$;

-- Called by CHECK constraints as the inserting role, like private.is_trimmed().
revoke all on function private.has_visible_text(text) from public;
grant execute on function private.has_visible_text(text) to anon, authenticated, service_role;

alter table public.coach_applications
  add constraint coach_applications_first_name_visible check (private.has_visible_text(first_name)) not valid,
  add constraint coach_applications_last_name_visible check (private.has_visible_text(last_name)) not valid,
  add constraint coach_applications_phone_visible check (private.has_visible_text(phone)) not valid,
  add constraint coach_applications_city_visible check (private.has_visible_text(city)) not valid,
  add constraint coach_applications_organization_visible check (private.has_visible_text(organization)) not valid,
  add constraint coach_applications_title_visible check (private.has_visible_text(title)) not valid,
  add constraint coach_applications_experience_visible check (private.has_visible_text(experience)) not valid,
  add constraint coach_applications_motivation_visible check (private.has_visible_text(motivation)) not valid;

alter table public.contact_submissions
  add constraint contact_submissions_first_name_visible check (private.has_visible_text(first_name)) not valid,
  add constraint contact_submissions_last_name_visible check (private.has_visible_text(last_name)) not valid,
  add constraint contact_submissions_phone_visible check (private.has_visible_text(phone)) not valid,
  add constraint contact_submissions_organization_name_visible check (private.has_visible_text(organization_name)) not valid,
  add constraint contact_submissions_message_visible check (private.has_visible_text(message)) not valid;

alter table public.alliance_registrations
  add constraint alliance_registrations_first_name_visible check (private.has_visible_text(first_name)) not valid,
  add constraint alliance_registrations_last_name_visible check (private.has_visible_text(last_name)) not valid,
  -- Optional: empty (or null) when not given, visible when given.
  add constraint alliance_registrations_phone_visible check (phone = '' or private.has_visible_text(phone)) not valid,
  add constraint alliance_registrations_organization_visible check (private.has_visible_text(organization)) not valid,
  add constraint alliance_registrations_title_visible check (private.has_visible_text(title)) not valid;

-- A required answer made only of invisible characters counts as empty in the database too
-- (the forms' rule, repeated): each *_visible CHECK refuses such a value from a visitor, and
-- accepts text with one visible character among invisible ones. Every value below passes the length
-- and trimming rules, so the only rule it can break is the one under test.
begin;
set local search_path = public, extensions;
select plan(25);

create temp table invisible_values (
  position integer primary key,
  table_name text not null,
  constraint_name text not null,
  overrides jsonb not null,
  rule text not null
);
insert into invisible_values (position, table_name, constraint_name, overrides, rule) values
  (1, 'coach_applications', 'coach_applications_first_name_visible', '{"first_name": "\u200b"}', 'a coach first name of one zero-width space is empty'),
  (2, 'coach_applications', 'coach_applications_last_name_visible', '{"last_name": "\u200d\u200c"}', 'a coach last name of zero-width joiners is empty'),
  (3, 'coach_applications', 'coach_applications_phone_visible', '{"phone": "\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"}', 'a coach phone of ten zero-width spaces is empty'),
  (4, 'coach_applications', 'coach_applications_city_visible', '{"city": "\u202e\u202c"}', 'a coach city of bidi controls is empty'),
  (5, 'coach_applications', 'coach_applications_organization_visible', '{"organization": "\u0001\u0002"}', 'a coach occupation (organization) of C0 controls is empty'),
  (6, 'coach_applications', 'coach_applications_title_visible', '{"title": "\u2066\u2069"}', 'a coach occupation (title) of bidi isolates is empty'),
  (7, 'coach_applications', 'coach_applications_experience_visible', '{"experience": "\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"}', 'a coach relevant experience of fifty zero-width spaces is empty'),
  (8, 'coach_applications', 'coach_applications_motivation_visible', '{"motivation": "\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060\u2060"}', 'a coach motivation of fifty word joiners is empty'),
  (9, 'contact_submissions', 'contact_submissions_first_name_visible', '{"first_name": "\u200b"}', 'a contact first name of one zero-width space is empty'),
  (10, 'contact_submissions', 'contact_submissions_last_name_visible', '{"last_name": "\u200e\u200f"}', 'a contact last name of bidi marks is empty'),
  (11, 'contact_submissions', 'contact_submissions_phone_visible', '{"phone": "\u200c\u200c\u200c\u200c\u200c\u200c\u200c\u200c\u200c\u200c"}', 'a contact phone of ten zero-width non-joiners is empty'),
  (12, 'contact_submissions', 'contact_submissions_organization_name_visible', '{"organization_name": "\u00ad"}', 'a contact organization name of a soft hyphen is empty'),
  (13, 'contact_submissions', 'contact_submissions_message_visible', '{"message": "\u200b \u200b \u200b \u200b \u200b \u200b"}', 'a contact message of zero-width spaces between spaces is empty'),
  (14, 'alliance_registrations', 'alliance_registrations_first_name_visible', '{"first_name": "\u200b"}', 'an alliance first name of one zero-width space is empty'),
  (15, 'alliance_registrations', 'alliance_registrations_last_name_visible', '{"last_name": "\u001b"}', 'an alliance last name of an escape character is empty'),
  (16, 'alliance_registrations', 'alliance_registrations_phone_visible', '{"phone": "\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b"}', 'an alliance phone, when given, is not invisible'),
  (17, 'alliance_registrations', 'alliance_registrations_organization_visible', '{"organization": "\u200d"}', 'an alliance organization of a zero-width joiner is empty'),
  (18, 'alliance_registrations', 'alliance_registrations_title_visible', '{"title": "\u061c"}', 'an alliance title of an Arabic letter mark is empty'),
  (19, 'contact_submissions', 'contact_submissions_heard_about_visible', '{"heard_about": "\u200b"}', 'how a contact heard about us, when given, is not invisible');
grant select on invisible_values to anon;

select tests.authenticate_as_anon();
select throws_ok(
  tests.submission_sql(table_name, format('invisible-%s@pgtap.test', position), overrides),
  '23514',
  format('new row for relation "%s" violates check constraint "%s"', table_name, constraint_name),
  rule
)
from invisible_values
order by position;

select lives_ok(
  tests.submission_sql('coach_applications', 'visible-1@pgtap.test', '{"first_name": "Jo\u200dsé", "last_name": "\u200bLovelace"}'),
  'a coach name with one visible character among invisible ones is kept as typed'
);
select lives_ok(
  tests.submission_sql('contact_submissions', 'visible-2@pgtap.test', '{"organization_name": "👩\u200d💻 Club"}'),
  'a contact organization with a joined emoji is accepted'
);
select lives_ok(
  tests.submission_sql('alliance_registrations', 'visible-3@pgtap.test', '{"phone": ""}'),
  'an alliance phone may still be left empty'
);

select tests.clear_authentication();
select is(
  private.has_visible_text(E'\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff\u0001\u001f\u007f\u0085\u00a0\u3000 \t\n'),
  false,
  'every listed invisible character and space together is still empty'
);
select is(private.has_visible_text('a'), true, 'one letter is visible');
select set_eq(
  $$select constraint_name from invisible_values$$,
  $$select conname::text from pg_catalog.pg_constraint
    where contype = 'c' and conname like '%\_visible'
      and conrelid in ('public.coach_applications'::regclass, 'public.contact_submissions'::regclass,
                       'public.alliance_registrations'::regclass)$$,
  'every visible-text CHECK on the intake tables has a test here'
);

select * from finish();
rollback;

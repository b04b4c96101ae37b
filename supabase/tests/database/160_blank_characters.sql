-- The eight blank characters a security run stored are refused by the CHECKs:
-- a visitor cannot store a required answer made only of U+FE0F, U+3164, U+115F, U+1160, U+FFA0,
-- U+2800, U+E0020 or U+1D173, and text with one visible letter among them is still kept.
begin;
set local search_path = public, extensions;
select plan(11);

create temp table blank_values (position integer primary key, name text not null, value text not null);
insert into blank_values values
  (1, 'variation selector-16 (U+FE0F)', E'\ufe0f'),
  (2, 'Hangul filler (U+3164)', E'\u3164'),
  (3, 'Hangul choseong filler (U+115F)', E'\u115f'),
  (4, 'Hangul jungseong filler (U+1160)', E'\u1160'),
  (5, 'halfwidth Hangul filler (U+FFA0)', E'\uffa0'),
  (6, 'braille pattern blank (U+2800)', E'\u2800'),
  (7, 'tag space (U+E0020)', E'\U000e0020'),
  (8, 'musical symbol begin beam (U+1D173)', E'\U0001d173');
grant select on blank_values to anon;

select tests.authenticate_as_anon();
select throws_ok(
  tests.submission_sql(
    'contact_submissions',
    format('blank-%s@pgtap.test', position),
    jsonb_build_object('first_name', value)
  ),
  '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_first_name_visible"',
  format('anon cannot store a first name of only a %s', name)
)
from blank_values
order by position;

select lives_ok(
  tests.submission_sql('contact_submissions', 'blank-ok@pgtap.test', jsonb_build_object('first_name', E'\u3164Jo\u2800')),
  'a first name with one visible letter among fillers is kept as typed'
);
select lives_ok(
  tests.submission_sql('contact_submissions', 'blank-emoji@pgtap.test', jsonb_build_object('organization_name', E'\u2764\ufe0f Club')),
  'an emoji with its variation selector is still accepted'
);

select tests.clear_authentication();
select is(
  private.has_visible_text((select string_agg(value, '') from blank_values)),
  false,
  'all eight together are still blank'
);

select * from finish();
rollback;

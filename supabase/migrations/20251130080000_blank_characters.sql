-- "Blank" is one set everywhere (issue 26, item 8): Unicode's default-ignorable code points, its
-- whitespace, the C0/C1 controls, and the Hangul and braille fillers. The function of migration
-- 20251127000100 missed U+FE0F, U+3164, U+115F, U+1160, U+FFA0, U+2800, U+E0020 and U+1D173, and
-- required answers made only of them were stored.
--
-- The bracket expression below is generated from supabase/functions/_shared/schemas/blank-characters.ts
-- (postgresBlankPattern()); tests/unit/blank-characters.test.ts proves it matches exactly the list the
-- forms and edge functions use. The CHECK constraints of 20251127000100 call this function by name, so
-- replacing its body tightens every one of them for rows written from now on (they stay NOT VALID:
-- a row stored before keeps loading on the desk).
create or replace function private.has_visible_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
    '',
    'g'
  ) <> ''
$$;

comment on function private.has_visible_text(text) is
  'True when the text holds a character that is not blank (blank-characters.ts is the one list).';

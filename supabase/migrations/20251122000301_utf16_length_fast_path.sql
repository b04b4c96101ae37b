-- private.utf16_length() runs in the CHECK constraints of every intake row, on every INSERT and
-- UPDATE, and an UPDATE re-checks every column, even when only the status changed. Its regular
-- expression over two 1,000-character answers made a bulk status change of 1,000 applications
-- take about 2 s of the database's time; plain ASCII text (the usual case) holds no astral
-- characters, so it can skip the expression: ~0.8 s for the same change. Same results as before.
create or replace function private.utf16_length(value text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when pg_catalog.octet_length(value) = pg_catalog.char_length(value)
      then pg_catalog.char_length(value)
    else pg_catalog.char_length(value)
      + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
  end
$$;

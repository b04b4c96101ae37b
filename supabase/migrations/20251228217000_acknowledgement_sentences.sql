-- The acknowledgement e-mail's own sentences ("Thank you for your {received}…", "Questions? Reply
-- to this e-mail, or write to {address}.") are content: each form's messages may hold them beside
-- its confirmation, notice and "What happens next"
-- (supabase/functions/_shared/schemas/site-messages.ts holds the same rules in zod). They are
-- optional: a version published before holds none, and the e-mail then says today's words.
-- A sentence keeps exactly the placeholders the e-mail fills, so an edit cannot send a status page
-- sentence with no address in it.
create or replace function private.site_messages_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _kind text;
  _form jsonb;
  _step jsonb;
  _sentence record;
  _used text[];
begin
  if pg_catalog.jsonb_typeof(_content) is distinct from 'object' or not (_content ? 'messages') then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(_content -> 'messages') is distinct from 'object' then
    return 'Confirmations and e-mails: the messages must be an object';
  end if;
  foreach _kind in array array['coach_application', 'contact_submission', 'alliance_registration'] loop
    _form := _content -> 'messages' -> _kind;
    -- coalesce: a form left out reads as null, which must refuse rather than pass.
    if not coalesce(private.is_text(_form -> 'heading') and private.is_text(_form -> 'toastTitle')
        and private.is_text(_form -> 'toastText') and private.is_text_array(_form -> 'nextSteps', 1),
        false) then
      return 'Confirmations and e-mails: each form needs a confirmation heading, a notice title, a notice sentence and at least one step';
    end if;
    if pg_catalog.length(_form ->> 'heading') > 120 then
      return 'Confirmations and e-mails: keep the heading under 120 characters';
    end if;
    if pg_catalog.length(_form ->> 'toastTitle') > 60 then
      return 'Confirmations and e-mails: keep the notice''s title under 60 characters';
    end if;
    if pg_catalog.length(_form ->> 'toastText') > 200 then
      return 'Confirmations and e-mails: keep the notice''s sentence under 200 characters';
    end if;
    if pg_catalog.jsonb_array_length(_form -> 'nextSteps') > 8 then
      return 'Confirmations and e-mails: keep at most 8 steps, one a line';
    end if;
    for _step in select value from pg_catalog.jsonb_array_elements(_form -> 'nextSteps') loop
      if not coalesce(private.is_text(_step), false) or pg_catalog.length(_step #>> '{}') > 300 then
        return 'Confirmations and e-mails: each step holds some words and under 300 characters';
      end if;
    end loop;
    -- The e-mail's sentences and the placeholders each keeps (site-messages-defaults.ts
    -- emailPlaceholders).
    for _sentence in
      select field, kept from (values
        ('emailThanks', array['received']),
        ('emailThanksCombined', array['earlier', 'received', 'reference']),
        ('emailQuote', array[]::text[]),
        ('emailQuoteCombined', array[]::text[]),
        ('emailStatusPage', array['link']),
        ('emailQuestions', array['address']),
        ('emailWhy', array[]::text[])) as sentences(field, kept)
    loop
      continue when not (_form ? _sentence.field);
      if not coalesce(private.is_text(_form -> _sentence.field), false)
          or pg_catalog.length(_form ->> _sentence.field) > 300 then
        return 'Confirmations and e-mails: each sentence of the acknowledgement e-mail holds some words and under 300 characters';
      end if;
      select coalesce(pg_catalog.array_agg(distinct m[1] order by m[1]), array[]::text[])
        into _used
        from pg_catalog.regexp_matches(_form ->> _sentence.field, '\{([a-z-]+)\}', 'g') as m;
      if _used is distinct from _sentence.kept then
        return 'Confirmations and e-mails: a sentence of the acknowledgement e-mail keeps exactly its placeholders ('
          || coalesce(nullif(pg_catalog.array_to_string(
               array(select '{' || k || '}' from pg_catalog.unnest(_sentence.kept) as k), ', '), ''),
             'none') || ')';
      end if;
    end loop;
  end loop;
  return null;
end;
$$;
revoke all on function private.site_messages_problem(jsonb) from public;

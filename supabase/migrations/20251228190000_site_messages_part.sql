-- What the forms promise once sent, as content the team publishes: each form's confirmation
-- heading, its notice, and "What happens next", which the confirmation panel and the
-- acknowledgement e-mail both show (supabase/functions/_shared/schemas/site-messages.ts holds the
-- same rules in zod). Before this, an editor who changed "5-7 business days" on the coach
-- application page left the confirmation, the notice and the e-mail promising the old words.
--
-- The messages are one more key of the site content document ("messages", optional: a version
-- published before it promises today's words), published on their own as the part "Confirmations
-- and e-mails" by whoever may publish pages.
set local check_function_bodies = off;

-- Null when the document's messages (if any) have the schema's shape, else the problem in words.
create function private.site_messages_problem(_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _kind text;
  _form jsonb;
  _step jsonb;
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
  end loop;
  return null;
end;
$$;
revoke all on function private.site_messages_problem(jsonb) from public;

-- Every save, publication and schedule checks the messages too, with the sentence above.
create or replace function private.check_site_content(_content jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  _problem text := coalesce(private.site_content_shape_problem(_content),
    private.page_copy_problem(_content), private.news_problem(_content),
    private.site_messages_problem(_content));
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.check_site_content(jsonb) from public;

alter table public.site_content_draft
  add constraint site_content_draft_messages check (private.site_messages_problem(content) is null);
alter table public.site_content_versions
  add constraint site_content_versions_messages check (private.site_messages_problem(content) is null);
alter table public.site_scheduled_publications
  add constraint site_scheduled_publications_messages
    check (private.site_messages_problem(content) is null);

insert into public.site_parts (part, label, permission, content_keys, position) values
  ('messages', 'Confirmations and e-mails', 'publish_pages', array['messages'], 6);

-- The published messages, for the function that sends acknowledgements (service role only: the
-- public pages carry them in their build). Null before any version holds messages.
create function public.published_site_messages()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select v.content -> 'messages'
  from public.site_content_versions v
  order by v.number desc
  limit 1
$$;
comment on function public.published_site_messages() is
  'The latest published messages of the forms (confirmation, notice, next steps), or null.';
revoke all on function public.published_site_messages() from public, anon, authenticated;
grant execute on function public.published_site_messages() to service_role;

-- A saved reply's placeholder ("[Your answer here]", an unfilled "{{first_name}}") never reaches
-- a person. The desk's composer refuses such a reply with a message naming the placeholders; this
-- migration makes the database refuse it too, so a direct call of send_desk_reply (or any other
-- path that queues a reply) cannot send one either.
--
-- The check is its own function, called by a trigger on the table replies are queued in today
-- (public.desk_replies), so it can be attached to whichever table queues replies later.

/*
 * The placeholders left in a text, each once, in the order they first appear: `{{…}}`, and `[…]`
 * holding at least one letter, each on one line and at most 80 characters between the brackets.
 * The same rule as unfilledPlaceholders() in supabase/functions/_shared/schemas/desk-reply.ts.
 */
create function private.unfilled_placeholders(p_body text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(found.placeholder order by found.first_at), '{}')
  from (
    select m.match[1] as placeholder, min(m.at) as first_at
    from pg_catalog.regexp_matches(
      coalesce(p_body, ''),
      '(\{\{[^{}\n]{0,80}\}\}|\[[^][\n]{0,80}\])',
      'g'
    ) with ordinality as m(match, at)
    where m.match[1] like '{{%' or m.match[1] ~ '[[:alpha:]]'
    group by m.match[1]
  ) found
$$;

comment on function private.unfilled_placeholders(text) is
  'The placeholders ({{…}}, or […] with a letter) still in a reply, each once, in order of first appearance.';

revoke all on function private.unfilled_placeholders(text) from public, anon, authenticated;

/* Refuses a queued reply that still holds a placeholder, naming them as the desk does. */
create function private.refuse_unfilled_placeholders()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  left_over text[] := private.unfilled_placeholders(new.body);
  n integer := coalesce(pg_catalog.array_length(left_over, 1), 0);
  named text;
begin
  if n = 0 then
    return new;
  end if;
  select case
      when n = 1 then '"' || left_over[1] || '"'
      else pg_catalog.string_agg('"' || p || '"', ', ' order by i) filter (where i < n)
        || ' and "' || left_over[n] || '"'
    end
  into named
  from pg_catalog.unnest(left_over) with ordinality as u(p, i);
  raise exception 'Fill in % before sending.', named
    using errcode = '22023', hint = 'The reply still holds a saved reply''s placeholder.';
end;
$$;

revoke all on function private.refuse_unfilled_placeholders() from public, anon, authenticated;

create trigger desk_replies_refuse_unfilled_placeholders
  before insert on public.desk_replies
  for each row execute function private.refuse_unfilled_placeholders();

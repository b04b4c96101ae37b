-- One person, one thread: the desk shows, on a record, the other submissions from the same e-mail
-- address (compared case-insensitively) across the three forms, so a re-application sits beside
-- the first one and a contact message beside the person's application.
--
-- Speed: each form already has an index on (lower(email), created_at) (migration rate_limit), so
-- each of the three lookups is an index scan on lower(email) = $1, whatever the table's size.

/*
 * The other submissions from the e-mail address of one record (that record left out), newest
 * first, at most 50. Refused unless the caller may work submissions.
 */
create function public.list_related_submissions(p_record_kind text, p_record_id uuid)
returns table (
  record_kind text,
  id uuid,
  reference text,
  first_name text,
  last_name text,
  status text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  address text;
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s team can see related submissions' using errcode = '42501';
  end if;
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;

  execute pg_catalog.format('select lower(t.email) from public.%I t where t.id = $1', source_table)
  into address
  using p_record_id;
  if address is null then
    return;
  end if;

  return query
  select related.*
  from (
    select 'coach_application'::text, a.id, a.reference, a.first_name, a.last_name, a.status,
      a.created_at
    from public.coach_applications a
    where lower(a.email) = address
    union all
    select 'contact_submission'::text, c.id, c.reference, c.first_name, c.last_name, c.status,
      c.created_at
    from public.contact_submissions c
    where lower(c.email) = address
    union all
    select 'alliance_registration'::text, g.id, g.reference, g.first_name, g.last_name, g.status,
      g.created_at
    from public.alliance_registrations g
    where lower(g.email) = address
  ) as related (record_kind, id, reference, first_name, last_name, status, created_at)
  where not (related.record_kind = p_record_kind and related.id = p_record_id)
  order by related.created_at desc, related.id
  limit 50;
end;
$$;

comment on function public.list_related_submissions(text, uuid) is
  'The other submissions (any form) from the same e-mail address as one record, case-insensitive, newest first, at most 50. Desk team only.';

revoke all on function public.list_related_submissions(text, uuid) from public, anon;
grant execute on function public.list_related_submissions(text, uuid) to authenticated, service_role;

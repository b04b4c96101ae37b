/**
 * The pages that led to applications (issue 34, item 5): public.form_funnel also answers, per form,
 * how many records sent in the period began their visit on each landing page, so the desk reads
 * "which pages led to applications" beside the funnel. The function is whole here as it now runs;
 * 20251222000000_form_funnel_and_attribution.sql created it without `origins`.
 */

create or replace function public.form_funnel(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.can_work_submissions(), false) then
    raise exception 'Only the desk''s reviewers can see the form funnel' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period whose start is on or before its end' using errcode = '22023';
  end if;
  if p_to - p_from > 366 * 5 then
    raise exception 'Choose a period of at most five years' using errcode = '22023';
  end if;
  return pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'forms', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', t.form, 'viewed', t.viewed, 'started', t.started, 'checked', t.checked,
        'sent', t.sent, 'refused', t.refused
      ) order by t.position)
      from (
        select k.form, k.position,
          coalesce(pg_catalog.sum(f.viewed), 0) as viewed,
          coalesce(pg_catalog.sum(f.started), 0) as started,
          coalesce(pg_catalog.sum(f.checked), 0) as checked,
          coalesce(pg_catalog.sum(f.sent), 0) as sent,
          coalesce(pg_catalog.sum(f.refused), 0) as refused
        from (values ('contact_submission', 1), ('coach_application', 2), ('alliance_registration', 3))
          as k (form, position)
        left join private.form_funnel_days f on f.form = k.form and f.day between p_from and p_to
        group by k.form, k.position
      ) t
    ),
    -- Which pages led to what was sent: each form's sent records of the period by landing page
    -- (the first page of the visit, stored on the record), the most first.
    'origins', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'form', o.form, 'landing_page', o.landing_page, 'sent', o.sent
      ) order by o.sent desc, o.form, o.landing_page), '[]'::jsonb)
      from (
        select s.form, s.landing_page, pg_catalog.count(*) as sent
        from (
          select 'coach_application' as form, a.landing_page, a.created_at from public.coach_applications a
          union all
          select 'contact_submission', c.landing_page, c.created_at from public.contact_submissions c
          union all
          select 'alliance_registration', r.landing_page, r.created_at from public.alliance_registrations r
        ) s
        where s.landing_page is not null
          and (s.created_at at time zone 'America/Boise')::date between p_from and p_to
        group by s.form, s.landing_page
      ) o
    )
  );
end;
$$;
comment on function public.form_funnel(date, date) is
  'The form funnel for the desk: per intake form, the views, starts, "Check your answers" reached, '
  'sends and validation refusals counted between two Mountain Time days, and the pages that led '
  'to the records sent in those days (origins: form, landing page, count). Refused unless '
  'public.can_work_submissions() (administrators and reviewers).';
revoke all on function public.form_funnel(date, date) from public, anon;
grant execute on function public.form_funnel(date, date) to authenticated, service_role;

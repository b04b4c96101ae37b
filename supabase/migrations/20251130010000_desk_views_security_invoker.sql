-- The desk views become security invoker (Supabase's Advisor, lint 0010 security_definer_view,
-- reported them as errors): a row read through them now passes the caller's own privileges and
-- the base tables' row-level security, not the view owner's.
--
-- What they protect stays as it was:
-- - the row check: the view's WHERE and the base tables' SELECT policies both ask
--   public.can_work_submissions() (the one place that says which roles work submissions), once
--   per statement (an InitPlan), so a caller who may not work submissions gets no rows;
-- - the columns: each view lists the columns the desk shows (no idempotency key); the API roles'
--   column privileges on the base tables are unchanged (authenticated may SELECT them, only under
--   the policy; anon may not read them at all), and anon still has no privilege on the views.
--
-- What keeps them fast: the search. PostgREST sends the desk's search as
-- `search_text ILIKE '%word%'`, and ILIKE is not leakproof, so under the caller's row-level
-- security PostgreSQL must run the policy before it, row by row, and cannot use the trigram index:
-- a sequential scan of every row on each search (about 300 ms at 100,000 rows, against about
-- 30 ms with the index). The search text is therefore read from desk_search.<table>: one view per
-- table, holding only the record's id and its search text, in a schema the API does not expose
-- (config.toml's [api] schemas), where the trigram index serves the match; the desk view joins it
-- to the base table by id, so every row it returns has passed the base table's policy, and the
-- view's row check runs first. The join is a left join on the primary key, so a query that does
-- not use search_text (a count, say) does not read desk_search at all (PostgreSQL removes the
-- join). docs/advisor.md explains the trade.

create schema if not exists desk_search;
comment on schema desk_search is
  'The desk''s search text, one view per submission table (id and search text only). Not exposed '
  'through the API; read only through the public desk views, which apply the row check.';
revoke all on schema desk_search from public;
grant usage on schema desk_search to authenticated, service_role;

-- The same expressions as the trigram indexes (migration intake_references), so they serve them.
create view desk_search.coach_applications as
select a.id,
  lower(a.first_name || ' ' || a.last_name || ' ' || a.email || ' ' || a.reference) as search_text
from public.coach_applications a;

create view desk_search.contact_submissions as
select c.id,
  lower(c.first_name || ' ' || c.last_name || ' ' || c.email || ' ' || c.reference) as search_text
from public.contact_submissions c;

create view desk_search.alliance_registrations as
select g.id,
  lower(g.first_name || ' ' || g.last_name || ' ' || g.email || ' ' || g.reference) as search_text
from public.alliance_registrations g;

revoke all on table desk_search.coach_applications, desk_search.contact_submissions,
  desk_search.alliance_registrations from public, anon, authenticated, service_role;
grant select on table desk_search.coach_applications, desk_search.contact_submissions,
  desk_search.alliance_registrations to authenticated, service_role;

-- The base tables' read policies ask the one function (they asked has_role(…, 'admin') inline).
alter policy "admins read coach applications" on public.coach_applications
  using ((select public.can_work_submissions()));
alter policy "admins read contact submissions" on public.contact_submissions
  using ((select public.can_work_submissions()));
alter policy "admins read alliance registrations" on public.alliance_registrations
  using ((select public.can_work_submissions()));

-- Same columns, same order, same grants: `create or replace` keeps what depends on the views.
create or replace view public.coach_applications_desk
with (security_invoker = true)
as
select
  a.id, a.first_name, a.last_name, a.email, a.phone, a.city, a.region, a.organization, a.title,
  a.experience, a.ai_experience, a.teaching_experience, a.availability, a.motivation, a.status,
  a.created_at, a.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'coach_application'
      and r.record_id = a.id
  ) as unread
from public.coach_applications a
left join desk_search.coach_applications s on s.id = a.id
where (select public.can_work_submissions());

create or replace view public.contact_submissions_desk
with (security_invoker = true)
as
select
  c.id, c.first_name, c.last_name, c.email, c.phone, c.organization_type, c.organization_name,
  c.subject, c.message, c.status, c.created_at, c.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'contact_submission'
      and r.record_id = c.id
  ) as unread
from public.contact_submissions c
left join desk_search.contact_submissions s on s.id = c.id
where (select public.can_work_submissions());

create or replace view public.alliance_registrations_desk
with (security_invoker = true)
as
select
  g.id, g.first_name, g.last_name, g.email, g.phone, g.organization, g.organization_type, g.title,
  g.interests, g.message, g.status, g.created_at, g.reference,
  s.search_text,
  not exists (
    select 1 from public.record_reads r
    where r.user_id = (select auth.uid())
      and r.record_kind = 'alliance_registration'
      and r.record_id = g.id
  ) as unread
from public.alliance_registrations g
left join desk_search.alliance_registrations s on s.id = g.id
where (select public.can_work_submissions());

-- The desk's lists: the counters above them (per status, unread per tab), the search text, and
-- the three list views (each record with its answers, its owner and the caller's unread and
-- "mine" flags), read-only, built with each table's insert grant from the one list of answers by
-- private.apply_intake_answer_columns.
-- Baseline (docs/migration-baseline.md).

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Counters
-- ---------------------------------------------------------------------------------------------
-- The dashboard's counters in two calls instead of seven.
--
-- The four application counters and the three per-tab unread counts were seven HEAD requests
-- with count=exact. A browser opens at most six connections to one host over HTTP/1.1, so with
-- the list, the role check and the overview they queued behind each other when /admin opened.
-- Each function below answers in one statement and one pass over each table, and stays exact:
-- nothing is cached or estimated.
--
-- SECURITY DEFINER like the desk's reports, so the role check
-- runs once, first: a caller without the role gets 42501, which PostgREST answers with 401 (anon)
-- or 403 (signed in). The search_path is empty, so every name is schema-qualified.

-- The counters above the applications list: all applications, and those pending, approved and
-- in interview.
create function private.desk_application_counts()
returns table (total bigint, pending bigint, approved bigint, interview bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    pg_catalog.count(*),
    pg_catalog.count(*) filter (where a.status = 'pending'),
    pg_catalog.count(*) filter (where a.status = 'approved'),
    pg_catalog.count(*) filter (where a.status = 'interview')
  from public.coach_applications a;
end;
$$;
comment on function private.desk_application_counts() is
  'Admin only: all coach applications and those pending, approved and in interview.';

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_application_counts()
returns table (total bigint, pending bigint, approved bigint, interview bigint)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_application_counts();
end;
revoke all on function public.desk_application_counts() from public;
grant execute on function public.desk_application_counts() to authenticated;
comment on function public.desk_application_counts() is
  'Admin only: all coach applications and those pending, approved and in interview.';
-- Supabase's default privileges grant EXECUTE to anon and service_role as well; only signed-in
-- users (and of those only admins, checked above) call these.
revoke all on function private.desk_application_counts() from public, anon, service_role;
grant execute on function private.desk_application_counts() to authenticated;

-- Each count is "records of the kind" minus "records of the kind this reviewer opened". The
-- second joins the markers to their records, so a marker whose record is gone (or never existed)
-- cannot make the count wrong.
create function private.desk_unread_counts()
returns table (applications bigint, contacts bigint, alliance bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _reviewer uuid := auth.uid();
begin
  if not public.can_work_submissions() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;

  return query
  select
    (select pg_catalog.count(*) from public.coach_applications)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.coach_applications a on a.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'coach_application'
      ),
    (select pg_catalog.count(*) from public.contact_submissions)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.contact_submissions c on c.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'contact_submission'
      ),
    (select pg_catalog.count(*) from public.alliance_registrations)
      - (
        select pg_catalog.count(*) from public.record_reads r
        join public.alliance_registrations g on g.id = r.record_id
        where r.user_id = _reviewer and r.record_kind = 'alliance_registration'
      );
end;
$$;
comment on function private.desk_unread_counts() is
  'Admin only: per kind, how many records the caller has never opened.';
revoke all on function private.desk_unread_counts() from public, anon, service_role;
grant execute on function private.desk_unread_counts() to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_unread_counts()
returns table (applications bigint, contacts bigint, alliance bigint)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.desk_unread_counts();
end;
revoke all on function public.desk_unread_counts() from public;
grant execute on function public.desk_unread_counts() to authenticated;
comment on function public.desk_unread_counts() is
  'Admin only: per kind, how many records the caller has never opened.';

-- ---------------------------------------------------------------------------------------------
-- Search text
-- ---------------------------------------------------------------------------------------------
-- The same expressions as the trigram indexes (intake's *_search_idx), so they serve them.
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

-- ---------------------------------------------------------------------------------------------
-- The list views
-- ---------------------------------------------------------------------------------------------
/**
 * The desk's three list views refuse writes with 4xx, never 500.
 *
 * The views join several tables, so PostgreSQL found them "not automatically updatable" (SQLSTATE
 * 55000) before it checked privileges, and PostgREST answers class 55 with 500 (PostgREST
 * docs/errors.rst, "HTTP Status Codes": 55* -> 500). An INSTEAD OF trigger makes a view
 * writable in the rewriter's eyes, so the executor's privilege check runs first: the API roles
 * hold SELECT only, so a write is "permission denied" (42501), which PostgREST answers 401 to an
 * anonymous request and 403 to a signed-in one (same table: 42501 -> 401/403). Should a write
 * grant ever be added by mistake, the trigger itself refuses with the same SQLSTATE.
 */
create function private.refuse_desk_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The desk''s lists are read-only: change a record through the desk''s actions'
    using errcode = '42501';
end;
$$;

comment on function private.refuse_desk_view_write() is
  'INSTEAD OF trigger of the *_desk views: they are read-only, every write is refused (42501).';

revoke all on function private.refuse_desk_view_write() from public, anon, authenticated;

-- The desk views: each record with its answers (in the order of private.intake_answer_columns,
-- 20251101020000_intake.sql), its owner and the caller's unread and "mine" flags, security_invoker,
-- with their search text from desk_search (docs/advisor.md).
-- `mine` is true, or null when the record has no owner: the filter mine=true is then a strict
-- condition, so PostgreSQL starts from the caller's assignments (0.1 ms at 100,000 applications)
-- instead of joining every record (100 ms with a coalesce(…, false)).
--
-- Builds, for one kind, the insert grant and the desk view from the list of answers. The view is
-- dropped and created again because a new answer goes among the answers, before status (CREATE
-- OR REPLACE VIEW may only append columns); its comment, grants and read-only trigger
-- (private.refuse_desk_view_write, above) are created with it. Nothing in the database depends on
-- the desk views (the desk reads them through PostgREST), so the drop cascades to nothing else;
-- were that to change, the drop would fail rather than take a dependant with it.
-- The view asks private.can_work_submissions(), the definer function itself, as the tables'
-- policies do: stored by OID, so a reader needs EXECUTE on it (the roles the public wrapper grants
-- it to have it) but no USAGE on `private`, and the check costs no wrapper call per row.
create function private.apply_intake_answer_columns(p_record_kind text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  answers text[] := private.notification_columns(p_record_kind);
  desk_view text;
  insertable text;
  answer_list text;
  context_list text;
begin
  if source_table is null or answers is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  desk_view := source_table || '_desk';

  select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into insertable
  from pg_catalog.unnest(answers || array['idempotency_key'] || private.submission_context_columns()) as name;
  select pg_catalog.string_agg('t.' || pg_catalog.quote_ident(name), ', ') into answer_list
  from pg_catalog.unnest(answers) as name;
  select pg_catalog.string_agg('t.' || pg_catalog.quote_ident(name), ', ') into context_list
  from pg_catalog.unnest(private.submission_context_columns()) as name;

  -- Revoking the table privilege revokes every column privilege too: the grant is the list's.
  execute pg_catalog.format('revoke insert on table public.%I from anon, authenticated', source_table);
  execute pg_catalog.format(
    'grant insert (%s) on table public.%I to anon, authenticated', insertable, source_table
  );

  execute pg_catalog.format('drop view if exists public.%I', desk_view);
  execute pg_catalog.format(
    $view$
      create view public.%1$I
      with (security_invoker = true)
      as
      select
        t.id, %3$s, t.status, t.created_at, t.reference,
        s.search_text,
        not exists (
          select 1 from public.record_reads r
          where r.user_id = (select auth.uid())
            and r.record_kind = %4$L
            and r.record_id = t.id
        ) as unread,
        asg.assignee_id,
        asg.assignee_id = (select auth.uid()) as mine,
        %5$s
      from public.%2$I t
      left join desk_search.%2$I s on s.id = t.id
      left join public.record_assignments asg
        on asg.record_kind = %4$L and asg.record_id = t.id
      where (select private.can_work_submissions())
    $view$,
    desk_view, source_table, answer_list, p_record_kind, context_list
  );
  execute pg_catalog.format(
    'comment on view public.%I is %L', desk_view,
    pg_catalog.initcap(pg_catalog.replace(source_table, '_', ' '))
      || ' for the review dashboard, with search_text (name, e-mail, reference) and the caller''s '
      || 'unread flag. Built by private.apply_intake_answer_columns() from private.intake_answer_columns.'
  );
  execute pg_catalog.format(
    'revoke all on table public.%I from anon, authenticated, public', desk_view
  );
  execute pg_catalog.format(
    'grant select on table public.%I to authenticated, service_role', desk_view
  );
  execute pg_catalog.format(
    'create trigger %I instead of insert or update or delete on public.%I
     for each row execute function private.refuse_desk_view_write()',
    desk_view || '_read_only', desk_view
  );
end;
$$;
comment on function private.apply_intake_answer_columns(text) is
  'Rebuilds one intake table''s insert grant and desk view from private.intake_answer_columns; '
  'called by the migration that adds an answer column.';
revoke all on function private.apply_intake_answer_columns(text) from public, anon, authenticated;

-- The three tables' insert grants and desk views, built from the list.
select private.apply_intake_answer_columns('coach_application');
select private.apply_intake_answer_columns('contact_submission');
select private.apply_intake_answer_columns('alliance_registration');

-- ---------------------------------------------------------------------------------------------
-- Exporting a list: an audited call that checks the permission
-- ---------------------------------------------------------------------------------------------
-- The desk calls this before it reads the rows of a CSV export: refused without the
-- export_submissions permission; the audit log keeps who exported which list and with which
-- filter (never the rows themselves).
create function private.desk_export_submissions(_kind text, _filter jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.authorize('export_submissions') then
    raise exception 'Your role does not let you export submissions. Ask an administrator if you need to.'
      using errcode = '42501';
  end if;
  if _kind is null or _kind not in ('applications', 'contacts', 'alliance') then
    raise exception 'Unknown list to export: %', _kind using errcode = '22023';
  end if;
  perform private.write_audit('submissions_exported', _kind, null,
    pg_catalog.jsonb_build_object('filter', coalesce(_filter, '{}'::jsonb)));
end;
$$;
comment on function private.desk_export_submissions(text, jsonb) is
  'Records a CSV export (list and filter) after checking the export_submissions permission.';
revoke all on function private.desk_export_submissions(text, jsonb) from public, anon;
grant execute on function private.desk_export_submissions(text, jsonb) to authenticated;

-- The API's entry point: runs as the caller and calls the function above.
create function public.desk_export_submissions(_kind text, _filter jsonb)
returns void
language sql
volatile
security invoker
set search_path = ''
begin atomic
  select private.desk_export_submissions($1, $2);
end;
revoke all on function public.desk_export_submissions(text, jsonb) from public;
grant execute on function public.desk_export_submissions(text, jsonb) to authenticated;
comment on function public.desk_export_submissions(text, jsonb) is
  'Records a CSV export (list and filter) after checking the export_submissions permission.';

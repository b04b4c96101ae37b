/**
 * Each intake table's answer columns, listed once (issue 35, item 1).
 *
 * Before, the columns a form stores were typed four times per table: the insert grant, the
 * intake RPC's list (private.notification_columns), the desk view and, in TypeScript, the row
 * mappings. Now private.intake_answer_columns is the one list in SQL, and
 * private.apply_intake_answer_columns(kind) derives from it, for one table, everything that
 * names the answers:
 *   - the insert grant to anon and authenticated (answers, idempotency key, attribution),
 *   - the intake RPC's columns (private.notification_columns and private.required_answer_columns
 *     read the list; private.submit_intake and the notification claim read those),
 *   - the desk view <table>_desk (the answers in the list's order between id and status).
 * The TypeScript side is one description per form (supabase/functions/_shared/schemas/
 * form-description.ts); tests/stack/intake-answer-columns.test.ts keeps the two lists equal.
 *
 * Why a private list and a helper rather than reading the catalog or generating SQL: a list
 * names what a visitor may write, so a column added for the desk (an assignee, a flag) never
 * becomes insertable by accident, which reading every column of the table would allow; and a
 * helper called by the migration that adds a field runs the same on a hosted project as here,
 * with no generated file to keep in step. Adding a field is: `alter table … add column`, its
 * CHECKs, one insert into the list, and `select private.apply_intake_answer_columns(kind)`
 * (20251224010000_contact_heard_about.sql is the example).
 */

/** The list. */

create table private.intake_answer_columns (
  record_kind text not null,
  column_name text not null,
  position integer not null,
  -- An optional answer may be left out of an intake call (it is stored as null), so a browser
  -- still running the page from before the field was added keeps working.
  optional boolean not null default false,
  primary key (record_kind, column_name),
  constraint intake_answer_columns_position_key unique (record_kind, position),
  constraint intake_answer_columns_kind_allowed check (
    record_kind in ('coach_application', 'contact_submission', 'alliance_registration')
  )
);

comment on table private.intake_answer_columns is
  'Per record kind, the columns that store a form''s answers, in order: the one list the insert '
  'grant, the intake RPC and the desk view follow (private.apply_intake_answer_columns).';

revoke all on table private.intake_answer_columns from public, anon, authenticated;

insert into private.intake_answer_columns (record_kind, column_name, position, optional)
select 'coach_application', name, ordinality, false
from unnest(array[
  'first_name', 'last_name', 'email', 'phone', 'city', 'region', 'organization', 'title',
  'experience', 'ai_experience', 'teaching_experience', 'availability', 'motivation'
]) with ordinality as name
union all
select 'contact_submission', name, ordinality, false
from unnest(array[
  'first_name', 'last_name', 'email', 'phone', 'organization_type', 'organization_name',
  'subject', 'message'
]) with ordinality as name
union all
-- The alliance's phone and message are optional answers, but stored as null by the form, which
-- has always named them: they stay required in a call, as before.
select 'alliance_registration', name, ordinality, false
from unnest(array[
  'first_name', 'last_name', 'email', 'phone', 'organization', 'organization_type', 'title',
  'interests', 'message'
]) with ordinality as name;

/** What the intake RPC and the notification claim read. */

-- Every answer column, in order: a notification payload names each one (the fast path matches a
-- row by all of them), and an intake call may name no other (besides the attribution columns).
create or replace function private.notification_columns(p_record_kind text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_agg(c.column_name order by c.position)
  from private.intake_answer_columns c
  where c.record_kind = p_record_kind
$$;
revoke all on function private.notification_columns(text) from public;

-- The answers an intake call must name: all but the optional ones ('{}' when none are required).
create function private.required_answer_columns(p_record_kind text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.array_agg(c.column_name order by c.position) filter (where not c.optional),
    '{}'
  )
  from private.intake_answer_columns c
  where c.record_kind = p_record_kind
$$;
revoke all on function private.required_answer_columns(text) from public;

-- As in 20251222000000_form_funnel_and_attribution.sql, except that an optional answer may be
-- left out (stored as null, as jsonb_populate_record reads a missing key).
create or replace function private.submit_intake(
  p_record_kind text,
  p_submission jsonb,
  p_idempotency_key uuid
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  required_columns text[] := private.required_answer_columns(p_record_kind);
  stored_columns text[] := columns || private.attribution_columns();
  column_list text;
  stored_reference text;
  same_answers boolean;
  violated text;
  find_stored constant text := $find$
    select t.reference,
      not exists (
        select 1 from pg_catalog.unnest($3) as name
        where (pg_catalog.to_jsonb(t) -> name) is distinct from (
          pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::public.%1$I, $2)) -> name
        )
      )
    from public.%1$I t
    where t.idempotency_key = $1
  $find$;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required' using errcode = '22023';
  end if;
  if p_submission is null or pg_catalog.jsonb_typeof(p_submission) <> 'object'
    or not (p_submission ?& required_columns)
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (stored_columns)
    )
  then
    raise exception 'The submission must name exactly these fields: % (and may name %)',
      pg_catalog.array_to_string(required_columns, ', '),
      pg_catalog.array_to_string(
        array(select name from pg_catalog.unnest(columns) as name where name <> all (required_columns))
          || private.attribution_columns(),
        ', '
      )
      using errcode = '22023';
  end if;

  execute pg_catalog.format(find_stored, source_table)
  into stored_reference, same_answers
  using p_idempotency_key, p_submission, stored_columns;

  if stored_reference is null then
    select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
    from pg_catalog.unnest(stored_columns) as name;
    begin
      execute pg_catalog.format(
        'insert into public.%1$I (%2$s, idempotency_key)
         select %2$s, $2 from pg_catalog.jsonb_populate_record(null::public.%1$I, $1)
         returning reference',
        source_table,
        column_list
      )
      into stored_reference
      using p_submission, p_idempotency_key;
      return pg_catalog.jsonb_build_object(
        'reference', stored_reference,
        'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
      );
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from source_table || '_idempotency_key_key' then
        raise;
      end if;
      -- Another request with the same key committed first: compare with what it stored.
      execute pg_catalog.format(find_stored, source_table)
      into stored_reference, same_answers
      using p_idempotency_key, p_submission, stored_columns;
    end;
  end if;

  if not same_answers then
    raise exception 'These answers differ from the ones this form already sent (reference %). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.',
      stored_reference
      using errcode = 'PT409',
        hint = 'idempotency_key_reused';
  end if;
  return pg_catalog.jsonb_build_object(
    'reference', stored_reference,
    'acknowledgement', private.acknowledgement_outlook(p_record_kind, stored_reference)
  );
end;
$$;
revoke all on function private.submit_intake(text, jsonb, uuid) from public;

-- As in 20251101030000_deliveries.sql, except that a payload may leave out an optional answer
-- (an edge function deployed before the field was added); the answers it names must still all
-- match the row, the e-mail address always among them.
create or replace function public.claim_notification_for_submission(p_record_kind text, p_row jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_table text := private.notification_table(p_record_kind);
  columns text[] := private.notification_columns(p_record_kind);
  matches constant text := $match$
    pg_catalog.lower(t.email) = pg_catalog.lower($1 ->> 'email')
    and not exists (
      select 1 from pg_catalog.jsonb_each($1) as field
      where (pg_catalog.to_jsonb(t) -> field.key) is distinct from field.value
    )
  $match$;
  claimed public.notification_deliveries;
  delivery_id uuid;
  found_any boolean;
begin
  if source_table is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  if p_row is null or pg_catalog.jsonb_typeof(p_row) <> 'object'
    or not (p_row ?& private.required_answer_columns(p_record_kind))
    or exists (select 1 from pg_catalog.jsonb_object_keys(p_row) as key where key <> all (columns))
  then
    raise exception 'The payload does not describe a % row', p_record_kind using errcode = '22023';
  end if;

  execute pg_catalog.format(
    $sql$
      select d.id
      from public.notification_deliveries d
      join public.%I t on t.id = d.record_id
      where d.record_kind = $2
        and d.kind = 'notification'
        and d.state = 'pending'
        and d.attempts = 0
        and t.created_at > pg_catalog.now() - interval '15 minutes'
        and %s
      order by t.created_at
      limit 1
      for update of d skip locked
    $sql$,
    source_table,
    matches
  )
  into delivery_id
  using p_row, p_record_kind;

  if delivery_id is not null then
    claimed := private.lease_delivery(delivery_id);
    return pg_catalog.jsonb_build_object(
      'outcome', 'claimed', 'delivery_id', claimed.id, 'record_id', claimed.record_id,
      'attempts', claimed.attempts, 'resend_generation', claimed.resend_generation,
      'record', private.notification_record(p_record_kind, claimed.record_id)
    );
  end if;

  execute pg_catalog.format(
    'select exists (select 1 from public.%I t where %s)', source_table, matches
  )
  into found_any
  using p_row;
  return pg_catalog.jsonb_build_object(
    'outcome', case when found_any then 'already_handled' else 'not_found' end
  );
end;
$$;
revoke all on function public.claim_notification_for_submission(text, jsonb) from public, anon, authenticated;
grant execute on function public.claim_notification_for_submission(text, jsonb) to service_role;

/** The helper: grant and desk view from the list. */

-- Rebuilds, for one kind, the insert grant and the desk view from the list. The view is dropped
-- and created again because a new answer goes among the answers, before status (CREATE OR
-- REPLACE VIEW may only append columns); its comment, grants and read-only trigger
-- (20251215000300_desk_views_refuse_writes.sql) are created with it. Nothing in the database
-- depends on the desk views (the desk reads them through PostgREST), so the drop cascades to
-- nothing else; were that to change, the drop would fail rather than take a dependant with it.
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
  attribution_list text;
begin
  if source_table is null or answers is null then
    raise exception 'Unknown record kind: %', p_record_kind using errcode = '22023';
  end if;
  desk_view := source_table || '_desk';

  select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into insertable
  from pg_catalog.unnest(answers || array['idempotency_key'] || private.attribution_columns()) as name;
  select pg_catalog.string_agg('t.' || pg_catalog.quote_ident(name), ', ') into answer_list
  from pg_catalog.unnest(answers) as name;
  select pg_catalog.string_agg('t.' || pg_catalog.quote_ident(name), ', ') into attribution_list
  from pg_catalog.unnest(private.attribution_columns()) as name;

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
      where (select public.can_work_submissions())
    $view$,
    desk_view, source_table, answer_list, p_record_kind, attribution_list
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

-- The three tables' grants and views, now built from the list (the same columns as before).
select private.apply_intake_answer_columns('coach_application');
select private.apply_intake_answer_columns('contact_submission');
select private.apply_intake_answer_columns('alliance_registration');

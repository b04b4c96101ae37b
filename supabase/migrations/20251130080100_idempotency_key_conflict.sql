-- A submission whose idempotency key was already used with different answers is refused with a
-- clear message (issue 26, item 8). Before, submit_<form>() answered success with the first
-- submission's reference and dropped the second payload without a word: a visitor who changed an
-- answer after a lost response believed the new answers were stored.
--
-- The same key with the same answers (a double click, a retry after a lost response) still stores
-- nothing and answers the stored reference. "The same" compares the stored row with the payload
-- read through the same jsonb_populate_record() the insert uses, column by column, so a value is
-- compared as stored (types, not spelling). The refusal is SQLSTATE PT409 (PostgREST answers
-- HTTP 409) with a sentence written for the visitor; the form keeps every answer and draws a new
-- key, so sending again stores the changed answers as a new submission.
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
    or not (p_submission ?& columns)
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(p_submission) as key where key <> all (columns)
    )
  then
    raise exception 'The submission must name exactly these fields: %',
      pg_catalog.array_to_string(columns, ', ')
      using errcode = '22023';
  end if;

  execute pg_catalog.format(find_stored, source_table)
  into stored_reference, same_answers
  using p_idempotency_key, p_submission, columns;

  if stored_reference is null then
    select pg_catalog.string_agg(pg_catalog.quote_ident(name), ', ') into column_list
    from pg_catalog.unnest(columns) as name;
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
      return pg_catalog.jsonb_build_object('reference', stored_reference);
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from source_table || '_idempotency_key_key' then
        raise;
      end if;
      -- Another request with the same key committed first: compare with what it stored.
      execute pg_catalog.format(find_stored, source_table)
      into stored_reference, same_answers
      using p_idempotency_key, p_submission, columns;
    end;
  end if;

  if not same_answers then
    raise exception 'These answers differ from the ones this form already sent (reference %). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.',
      stored_reference
      using errcode = 'PT409',
        hint = 'idempotency_key_reused';
  end if;
  return pg_catalog.jsonb_build_object('reference', stored_reference);
end;
$$;

revoke all on function private.submit_intake(text, jsonb, uuid) from public;

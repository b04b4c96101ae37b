-- Cancelling a scheduled publication (migration 20251101060000_site_content.sql): an id
-- that is not there answers PT404 (HTTP 404 through PostgREST) with a sentence, never P0002
-- (PostgREST's 500); a schedule that already went live or was cancelled answers PT409; only an
-- editor cancels.
begin;
set local search_path = public, extensions;
select plan(7);

select tests.create_team_member('cs-editor', 'editor', 'cs-editor@pgtap.test');
select tests.create_team_member('cs-reviewer', 'reviewer', 'cs-reviewer@pgtap.test');

select tests.authenticate_as('cs-editor');
create temporary table cs_saved on commit drop as
  select public.save_site_draft('banner', '{"text": "Scheduled to be cancelled"}');
create temporary table cs_scheduled on commit drop as
  select (public.schedule_site_draft('2999-02-01 09:00:00-07')).id as id;
grant select on cs_scheduled to public;

select throws_ok(
  $$select public.cancel_site_schedule('00000000-0000-4000-8000-00000000dead')$$,
  'PT404',
  'That scheduled publication is not in the list any more. Reload the page to see what is scheduled.',
  'an unknown schedule answers 404 with a sentence, not 500');

select tests.authenticate_as('cs-reviewer');
select throws_ok(
  $$select public.cancel_site_schedule((select id from cs_scheduled))$$, '42501', null,
  'a reviewer cannot cancel a scheduled publication');

select tests.authenticate_as('cs-editor');
select is(
  (select (public.cancel_site_schedule((select id from cs_scheduled))).state),
  'cancelled', 'an editor cancels a scheduled publication');
select tests.clear_authentication();
select ok(
  exists (select 1 from public.audit_log where target_id = (select id from cs_scheduled)
    and details ->> 'site' = 'schedule_cancelled'),
  'the cancellation is in the audit log');
select tests.authenticate_as('cs-editor');
select throws_ok(
  $$select public.cancel_site_schedule((select id from cs_scheduled))$$,
  'PT409',
  'This scheduled publication has already gone live or been cancelled. Reload the page to see what is scheduled.',
  'a schedule cancelled already answers 409 with a sentence');
select is(
  (select state from public.site_scheduled_publications where id = (select id from cs_scheduled)),
  'cancelled', 'and stays cancelled');

select tests.authenticate_as_anon();
select throws_ok(
  $$select public.cancel_site_schedule('00000000-0000-4000-8000-00000000dead')$$, '42501', null,
  'anon cannot cancel, and learns nothing about which ids exist');
select tests.clear_authentication();

select * from finish();
rollback;

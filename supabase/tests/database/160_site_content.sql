-- The site's content: editors save drafts, publish and restore; visitors read only the latest
-- published version; a reviewer, an administrator without the editor role and anon write nothing;
-- the CHECKs refuse a document the schema would refuse; every step is in the audit log.
begin;
set local search_path = public, extensions;
select plan(22);

select tests.create_team_member('sc-editor', 'editor', 'sc-editor@pgtap.test');
select tests.create_team_member('sc-reviewer', 'reviewer', 'sc-reviewer@pgtap.test');
select tests.create_supabase_user('sc-member', 'sc-member@pgtap.test');

-- A known starting point whatever the seed holds.
create temporary table sc_base on commit drop as
  select content from public.site_content_versions order by number desc limit 1;
grant select on sc_base to public;

-- Visitors
select tests.authenticate_as_anon();
select isnt_empty($$select 1 from public.published_site_content()$$,
  'anon reads the published content');
select throws_ok($$select 1 from public.site_content_draft$$, '42501', null,
  'anon cannot read the draft');
select throws_ok($$select 1 from public.site_content_versions$$, '42501', null,
  'anon cannot read the versions table (who published)');
select throws_ok($$select public.save_site_draft('banner', '{"text": "Hello"}')$$, '42501', null,
  'anon cannot save a draft');
select throws_ok($$select public.publish_site_draft()$$, '42501', null, 'anon cannot publish');

-- A reviewer (and a signed-in member) may not touch the site
select tests.authenticate_as('sc-reviewer');
select throws_ok($$select public.save_site_draft('banner', '{"text": "Hello"}')$$, '42501',
  'Only an editor may change the site''s content', 'a reviewer cannot save a draft');
select throws_ok($$select public.publish_site_draft()$$, '42501', null,
  'a reviewer cannot publish');
select is_empty($$select 1 from public.site_content_draft$$, 'a reviewer reads no draft');
select throws_ok(
  $$select public.restore_site_version((select version_id from public.published_site_content()))$$,
  '42501', null, 'a reviewer cannot restore a version');
select throws_ok($$update public.site_content_draft set content = '{}'$$, '42501', null,
  'nobody writes the draft table directly');
select tests.authenticate_as('sc-member');
select throws_ok($$select public.save_site_draft('banner', '{"text": "Hello"}')$$, '42501', null,
  'a signed-in member without a role cannot save a draft');

-- The editor
select tests.authenticate_as('sc-editor');
select lives_ok(
  $$select public.save_site_draft('banner', '{"text": "Idaho AI Week 2027 is coming"}')$$,
  'an editor saves a draft');
select is(
  (select content -> 'banner' ->> 'text' from public.published_site_content()),
  (select content -> 'banner' ->> 'text' from sc_base),
  'a saved draft changes nothing visitors see');
select throws_ok(
  $$select public.save_site_draft('contact', '{"email": "not-an-address", "phone": "(208) 555-0142"}')$$,
  '23514', 'Enter an e-mail address such as info@example.org',
  'the database refuses an invalid e-mail with the schema''s message');
select throws_ok(
  $$select public.save_site_draft('events', '[{"slug": "w", "name": "W", "dates": "x", "location": "B",
    "description": "d", "url": "https://example.org", "highlights": [],
    "startsAt": "2027-04-25T00:00:00-06:00", "endsAt": "2027-04-19T00:00:00-06:00"}]')$$,
  '23514', 'Give both a start and an end, the end after the start',
  'the database refuses an event that ends before it starts');
select is((select content -> 'banner' ->> 'text' from public.site_content_draft),
  'Idaho AI Week 2027 is coming', 'a refused save leaves the draft as it was');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the draft');
select is(
  (select content -> 'banner' ->> 'text' from public.published_site_content()),
  'Idaho AI Week 2027 is coming', 'visitors then read the published banner');
select is(
  (select state from public.site_publications order by requested_at desc, id limit 1), 'queued',
  'the publication waits for its build');
select lives_ok(
  $$select public.restore_site_version((select v.id from public.site_content_versions v
    where v.content = (select content from sc_base) order by number desc limit 1))$$,
  'an editor restores the earlier version');
select is(
  (select content -> 'banner' from public.published_site_content()),
  (select content -> 'banner' from sc_base), 'the restored version is what visitors read again');

select tests.clear_authentication();
select is(
  (select count(*)::integer from public.audit_log
    where target_kind = 'site_content' and details ->> 'site' in ('draft_saved', 'published', 'restored')
      and actor_id = tests.get_supabase_uid('sc-editor')),
  3, 'the save, the publication and the restore are in the audit log');

select * from finish();
rollback;

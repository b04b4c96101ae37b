-- Permissions under the roles: each role is a bundle of permissions (public.role_permissions) and
-- every check asks for a permission (private.authorize). A news editor publishes news and is
-- refused every other part of the site; a news item goes out without the page edits waiting in the
-- draft; exporting submissions is an audited call that needs its permission.
begin;
set local search_path = public, extensions;
select plan(26);

select tests.create_team_member('pm-admin', 'admin', 'pm-admin@pgtap.test');
select tests.create_team_member('pm-reviewer', 'reviewer', 'pm-reviewer@pgtap.test');
select tests.create_team_member('pm-editor', 'editor', 'pm-editor@pgtap.test');
select tests.create_team_member('pm-news', 'news_editor', 'pm-news@pgtap.test');
select tests.enrol_verified_factor('pm-news');

create temporary table pm_news on commit drop as select
  '[{"slug": "week-2027", "title": "Idaho AI Week 2027 dates announced", "date": "2026-12-01",
     "summary": "Save the dates.", "body": ["Boise, April 2027."]}]'::jsonb as news;
grant select on pm_news to public;

-- The bundles
select results_eq(
  $$select permission::text from public.role_permissions where role = 'news_editor'$$,
  $$values ('publish_news')$$,
  'the news editor role holds one permission: publish news');
select results_eq(
  $$select permission::text from public.role_permissions where role = 'reviewer' order by 1$$,
  $$values ('export_submissions'), ('work_submissions')$$,
  'a reviewer works and exports submissions, and nothing else');

select tests.authenticate_as('pm-news');
select ok(public.can_edit_site(), 'a news editor may open the site''s content');
select ok(not public.can_work_submissions(), 'a news editor does not work submissions');
select tests.authenticate_as('pm-reviewer');
select ok(public.can_work_submissions(), 'a reviewer works submissions (work_submissions)');
select ok(not public.can_edit_site(), 'a reviewer may not edit the site');
select tests.authenticate_as('pm-news', 'aal1');
select ok(not public.can_edit_site(),
  'a permission counts only in a trusted session: not at aal1 for a member with a factor');

-- A half-finished page edit waits in the draft
select tests.authenticate_as('pm-editor');
select lives_ok(
  $$select public.save_site_draft('pages', jsonb_set(
    (select d.content -> 'pages' from public.site_content_draft d),
    '{/about,seo,title}', '"About us (not ready)"'))$$,
  'an editor saves a page edit to the draft');

-- The news editor
select tests.authenticate_as('pm-news');
select lives_ok($$select public.save_site_draft('news', (select news from pm_news))$$,
  'a news editor saves news to the draft');
select throws_ok($$select public.save_site_draft('banner', '{"text": "Hello"}')$$, '42501',
  'Your role does not let you publish Contact and banner. Ask an administrator if you need to.',
  'a news editor cannot save the banner');
select throws_ok($$select public.publish_site_draft(array['pages'])$$, '42501',
  'Your role does not let you publish Pages. Ask an administrator if you need to.',
  'a news editor is refused publishing the pages, in words');
select throws_ok($$select public.publish_site_draft()$$, '42501', null,
  'a news editor cannot publish the whole site');
select throws_ok(
  $$select public.restore_site_version((select version_id from public.published_site_content()))$$,
  '42501', null, 'a news editor cannot restore a whole version');
select throws_ok($$select public.publish_site_draft(array['gossip'])$$, '22023',
  'Unknown part of the site: gossip', 'an unknown part is refused');
select lives_ok($$select public.publish_site_draft(array['news'])$$,
  'a news editor publishes the news');

select tests.authenticate_as_anon();
select is((select content -> 'news' -> 0 ->> 'title' from public.published_site_content()),
  'Idaho AI Week 2027 dates announced', 'visitors read the news item');
select is(
  (select content -> 'pages' -> '/about' -> 'seo' ->> 'title' from public.published_site_content()),
  'About the Idaho AI Alliance', 'the page edit waiting in the draft is not published with it');
select tests.authenticate_as('pm-editor');
select is((select content -> 'pages' -> '/about' -> 'seo' ->> 'title' from public.site_content_draft),
  'About us (not ready)', 'the page edit is still in the draft');
select is((select parts from public.site_content_versions order by number desc limit 1),
  array['news'], 'the version names the part it published');

-- Scheduling a part: the page edit goes live at its time, on top of what is live then.
select lives_ok($$select public.schedule_site_draft('2999-01-01 09:00:00-07', array['pages'])$$,
  'an editor schedules the pages alone');
select tests.authenticate_as_service_role();
select is((select count(*)::integer from public.publish_due_site_content('2999-01-01 09:00:00-07')),
  1, 'at its time the scheduled part is published');
select tests.authenticate_as_anon();
select is(
  (select content -> 'pages' -> '/about' -> 'seo' ->> 'title' from public.published_site_content()),
  'About us (not ready)', 'the scheduled page edit is live');
select is((select content -> 'news' -> 0 ->> 'title' from public.published_site_content()),
  'Idaho AI Week 2027 dates announced', 'the news published earlier stays live');

-- Exporting submissions
select tests.authenticate_as('pm-reviewer');
select lives_ok($$select public.desk_export_submissions('contacts', '{"status": "new"}')$$,
  'a reviewer may export submissions');
select tests.authenticate_as('pm-editor');
select throws_ok($$select public.desk_export_submissions('contacts', '{}')$$, '42501',
  'Your role does not let you export submissions. Ask an administrator if you need to.',
  'an editor is refused an export by the database');
select tests.authenticate_as('pm-admin');
select is(
  (select details from public.audit_log
    where action = 'submissions_exported' and actor_email = 'pm-reviewer@pgtap.test'),
  '{"filter": {"status": "new"}}'::jsonb,
  'the export is in the audit log with its filter, never its rows');

select * from finish();
rollback;

-- News (site content's `news` part): an editor saves announcements to the draft; the database
-- refuses a link that is no address, a picture without its alt text and two announcements with
-- one short name, in the desk's words; a reviewer cannot save news; an announcement scheduled for
-- a time is published at that time and not a second before.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_team_member('nw-editor', 'editor', 'nw-editor@pgtap.test');
select tests.create_team_member('nw-reviewer', 'reviewer', 'nw-reviewer@pgtap.test');

create temporary table nw_news on commit drop as select
  '[{"slug": "coach-applications", "title": "AI Coach applications are open", "date": "2999-01-01",
     "summary": "Apply now.", "body": ["It is free to apply."],
     "link": {"label": "Apply", "href": "/ai-coach-application"},
     "image": {"src": "/images/coach.jpg", "alt": "A coach with a class"}}]'::jsonb as news;
grant select on nw_news to public;

select tests.authenticate_as('nw-reviewer');
select throws_ok($$select public.save_site_draft('news', (select news from nw_news))$$, '42501',
  'Only an editor may change the site''s content', 'a reviewer cannot save news');

select tests.authenticate_as('nw-editor');
select lives_ok($$select public.save_site_draft('news', (select news from nw_news))$$,
  'an editor saves an announcement to the draft');
select throws_ok(
  $$select public.save_site_draft('news', jsonb_set((select news from nw_news),
    '{0,link,href}', '"http://example.org"'))$$,
  '23514',
  'An announcement''s link has words and an address on this site or starting with https://',
  'the database refuses a link that is neither a page nor an https address');
select throws_ok(
  $$select public.save_site_draft('news', jsonb_set((select news from nw_news),
    '{0,image,alt}', '" "'))$$,
  '23514', 'An announcement''s picture is an address on this site such as /news-images/photo.jpg (no // or .., no backslash), with its alt text',
  'the database refuses a picture without its alt text');
select throws_ok(
  $$select public.save_site_draft('news', (select news || news from nw_news))$$,
  '23514', 'Two announcements share the short name coach-applications: give one another title',
  'the database refuses two announcements with one short name');
select throws_ok(
  $$select public.save_site_draft('news', jsonb_set((select news from nw_news),
    '{0,date}', '"next week"'))$$,
  '23514', 'An announcement''s date is a day such as 2026-12-01',
  'the database refuses a date that is not a day');

-- Scheduled for a day: not public a second before, public at that time.
select lives_ok($$select public.schedule_site_draft('2999-01-01 09:00:00-07')$$,
  'an editor schedules the draft holding the announcement');
select tests.authenticate_as_service_role();
select is_empty(
  $$select * from public.publish_due_site_content('2999-01-01 08:59:59-07')$$,
  'a second before its time, the announcement is not published');
select is(
  (select count(*)::integer from public.publish_due_site_content('2999-01-01 09:00:00-07')),
  1, 'at its time, the scheduled announcement is published');
select tests.authenticate_as_anon();
select is(
  (select content -> 'news' -> 0 ->> 'title' from public.published_site_content()),
  'AI Coach applications are open', 'visitors then read the announcement');

select * from finish();
rollback;

-- Page copy's `related` block (a sentence pointing to a related page, with its link; migration
-- 20251101060000_site_content.sql): an editor saves and publishes one, its link is checked
-- like every other link, and a kind the schema does not know is still refused.
begin;
set local search_path = public, extensions;
select plan(4);

select tests.create_team_member('pr-editor', 'editor', 'pr-editor@pgtap.test');

create temporary table pr_pages on commit drop as select
  '{"/about": {"blocks": []},
    "/event-dashboard": {"blocks": [
      {"kind": "related", "id": "related",
       "text": "See the statewide events the dashboard supports.",
       "link": {"label": "Statewide events", "href": "/about"}}]}}'::jsonb as pages;
grant select on pr_pages to public;

select tests.authenticate_as('pr-editor');
select lives_ok($$select public.save_site_draft('pages', (select pages from pr_pages))$$,
  'an editor saves a page with a related block');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pr_pages),
    '{/event-dashboard,blocks,0,link,href}', '"/no-such-page"'))$$,
  '23514',
  'There is no page at /no-such-page: link to a page of this site, such as /contact, or to a web address starting with https://',
  'the related block''s link must name a page');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pr_pages),
    '{/event-dashboard,blocks,0,kind}', '"aside"'))$$,
  '23514', '/event-dashboard: a block needs an id and one of the kinds of block',
  'a kind of block the schema does not name is still refused');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the related block');

select * from finish();
rollback;

-- Pages the team makes in the desk: the database holds any writer to the rules the desk shows
-- beside the fields (a free address of one segment, the page's search words, its top block), lets
-- only a made page be retired and only towards a page that is built, and a news editor cannot make
-- one (pages are published by whoever may publish pages).
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_team_member('mp-editor', 'editor', 'mp-editor@pgtap.test');
select tests.create_team_member('mp-news', 'news_editor', 'mp-news@pgtap.test');
select tests.enrol_verified_factor('mp-news');

create temporary table mp_page on commit drop as select jsonb_build_object(
  'seo', jsonb_build_object('title', 'Scholarships | Idaho AI Alliance',
    'description', 'Scholarships for Idaho educators who take the AI Coaching Certification in 2027.'),
  'made', jsonb_build_object('name', 'Scholarships', 'menu', 'get-involved'),
  'blocks', jsonb_build_array(
    jsonb_build_object('kind', 'hero', 'id', 'top', 'title', 'Scholarships',
      'lead', 'Help with the cost of training.'),
    jsonb_build_object('kind', 'prose', 'id', 'who', 'title', 'Who may apply',
      'paragraphs', jsonb_build_array('Any Idaho educator.')))) as page;
grant select on mp_page to public;

create temporary table mp_pages on commit drop as
  select (select d.content -> 'pages' from public.site_content_draft d) as pages;
grant select on mp_pages to public;

select tests.authenticate_as('mp-news');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships', (select page from mp_page)))$$,
  '42501', null, 'a news editor cannot make a page');

select tests.authenticate_as('mp-editor');
select lives_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships', (select page from mp_page)))$$,
  'an editor makes a page at a free address');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/site-data', (select page from mp_page)))$$,
  '23514', 'The site already has a page at /site-data: choose another address',
  'a made page cannot take a folder of the build');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/week/2027', (select page from mp_page)))$$,
  '23514', null, 'a made page''s address is one segment');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships', (select page - 'seo' from mp_page)))$$,
  '23514', '/scholarships: write the page’s title and description for search engines',
  'a made page has its search words');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships',
      jsonb_set((select page from mp_page), '{blocks}', (select page -> 'blocks' from mp_page) - 0)))$$,
  '23514', '/scholarships: start the page with its top (a “Top of the page” block holds its heading)',
  'a made page starts with its top block, its one heading');
select throws_ok(
  $$select public.save_site_draft('pages',
    jsonb_set((select pages from mp_pages), '{/expansion,retiredTo}', '"/"'))$$,
  '23514', '/expansion is one of the site’s own pages: only a page made in the desk can be retired',
  'the site''s own pages cannot be retired');
select throws_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships',
      (select page from mp_page) || '{"retiredTo": "/nowhere"}'))$$,
  '23514', 'Choose the page /scholarships’s visitors are sent to: one of the site’s pages, such as /programs',
  'a retired page leads to a page that exists');
select lives_ok(
  $$select public.save_site_draft('pages',
    (select pages from mp_pages) || jsonb_build_object('/scholarships',
      (select page from mp_page) || '{"retiredTo": "/programs"}'))$$,
  'a made page is retired towards a page of the site');

select * from finish();
rollback;

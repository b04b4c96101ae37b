-- The pages' words (site content's `pages` part): an editor saves a page's blocks to the draft
-- and publishes them; the database refuses a link to no page, a link that is no address, and a
-- block without a kind, with the words the desk shows; a reviewer cannot save pages.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_team_member('pc-editor', 'editor', 'pc-editor@pgtap.test');
select tests.create_team_member('pc-reviewer', 'reviewer', 'pc-reviewer@pgtap.test');

-- Two pages that link to each other, one of them with a hero and a call to action.
create temporary table pc_pages on commit drop as select
  '{"/": {"blocks": []},
    "/contact": {"seo": {"title": "Contact the Idaho AI Alliance",
      "description": "Write to the Idaho AI Alliance about training, partnerships, coaching or events."},
      "blocks": [
        {"kind": "hero", "id": "hero", "title": "Contact", "lead": "Write to us.",
         "actions": [{"label": "Home", "href": "/"}]},
        {"kind": "cta", "id": "cta", "title": "More", "text": "Read on.",
         "actions": [{"label": "Our site", "href": "https://example.org/about"}]}]}}'::jsonb as pages;
grant select on pc_pages to public;

select tests.authenticate_as('pc-reviewer');
select throws_ok($$select public.save_site_draft('pages', (select pages from pc_pages))$$, '42501',
  'Only an editor may change the site''s content', 'a reviewer cannot save the pages');

select tests.authenticate_as('pc-editor');
select lives_ok($$select public.save_site_draft('pages', (select pages from pc_pages))$$,
  'an editor saves the pages to the draft');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/contact,blocks,0,actions,0,href}', '"/no-such-page?subject=general"'))$$,
  '23514',
  'There is no page at /no-such-page: link to a page of this site, such as /contact, or to a web address starting with https://',
  'the database refuses an internal link to no page');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/contact,blocks,1,actions,0,href}', '"http://example.org"'))$$,
  '23514',
  'Write the address of a page of this site, starting with / (such as /contact), or a web address starting with https://',
  'the database refuses a link that is neither a page nor an https address');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/contact,blocks,0,kind}', '"banner"'))$$,
  '23514', '/contact: a block needs an id and one of the kinds of block',
  'the database refuses a block of no known kind');
select lives_ok(
  $$select public.save_site_draft('pages', jsonb_insert((select pages from pc_pages),
    '{/contact,blocks,2}', '{"kind": "links", "id": "looking-for", "title": "Looking for something else?",
      "links": [{"label": "Home", "href": "/"}]}'))$$,
  'an editor saves a links block (a titled list of links)');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_insert((select pages from pc_pages),
    '{/contact,blocks,2}', '{"kind": "links", "id": "looking-for",
      "links": [{"label": "Nowhere", "href": "/no-such-page"}]}'))$$,
  '23514',
  'There is no page at /no-such-page: link to a page of this site, such as /contact, or to a web address starting with https://',
  'the database refuses a links block''s link to no page');
select lives_ok($$select public.save_site_draft('pages', (select pages from pc_pages))$$,
  'an editor saves the pages to the draft again');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the pages');
select is(
  (select content -> 'pages' -> '/contact' -> 'blocks' -> 0 ->> 'lead'
   from public.published_site_content()),
  'Write to us.', 'visitors read the published page copy');

select * from finish();
rollback;

-- Page copy's `labels` block (the named words a page writes around its records, such as an event
-- card's states or "Discuss this tier"; private.page_copy_problem in
-- 20251101060000_site_content.sql): an editor saves and publishes one, and a malformed one is
-- refused with a message saying what to fix.
begin;
set local search_path = public, extensions;
select plan(6);

select tests.create_team_member('pl-editor', 'editor', 'pl-editor@pgtap.test');

create temporary table pl_pages on commit drop as select
  '{"/contact": {"blocks": []},
    "/partners": {"blocks": [
      {"kind": "labels", "id": "partner-tier-cards",
       "labels": {"title": "{tier} partner", "heading": "{tier} partners", "price": "Price",
                  "benefits": "Benefits", "link": "Discuss this tier"}}]}}'::jsonb as pages;
grant select on pl_pages to public;

select tests.authenticate_as('pl-editor');
select lives_ok($$select public.save_site_draft('pages', (select pages from pl_pages))$$,
  'an editor saves a page with a labels block');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pl_pages),
    '{/partners,blocks,0,labels,link}', '"   "'))$$,
  '23514', '/partners: each of the words in partner-tier-cards must be written, in at most 240 characters',
  'a blank label is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pl_pages),
    '{/partners,blocks,0,labels,link}', to_jsonb(repeat('a', 241))))$$,
  '23514', '/partners: each of the words in partner-tier-cards must be written, in at most 240 characters',
  'a label longer than 240 characters is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pl_pages),
    '{/partners,blocks,0,labels,price}', '3'))$$,
  '23514', '/partners: each of the words in partner-tier-cards must be written, in at most 240 characters',
  'a label that is not text is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pl_pages),
    '{/partners,blocks,0,labels}', '["Discuss this tier"]'))$$,
  '23514',
  '/partners: the block partner-tier-cards holds its words as named texts, such as {"link": "Discuss this tier"}',
  'labels that are not named words are refused');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the labels block');

select * from finish();
rollback;

-- Page copy's `competition` block (one competition's words on /join-competition, read by the home
-- page and /programs; private.page_copy_problem in 20251101060000_site_content.sql): an editor
-- saves and publishes one, and a competition missing its words is refused in words an editor
-- reads.
begin;
set local search_path = public, extensions;
select plan(6);

select tests.create_team_member('pc-editor', 'editor', 'pc-editor@pgtap.test');

create temporary table pc_pages on commit drop as select
  '{"/join-competition": {"blocks": [
      {"kind": "competition", "id": "ai-science-fair",
       "name": "AI Science Fair", "audience": "K-12 students",
       "description": "Students investigate a question with the help of AI.",
       "benefits": ["Mentoring from AI Coaches", "Certificates for every participant"]}]}}'::jsonb
    as pages;
grant select on pc_pages to public;

select tests.authenticate_as('pc-editor');
select lives_ok($$select public.save_site_draft('pages', (select pages from pc_pages))$$,
  'an editor saves a page with a competition block');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/join-competition,blocks,0,name}', '"  "'))$$,
  '23514',
  '/join-competition: a competition needs its name, who it is for, what it is and at least one thing participants get',
  'a competition without its name is refused');
select throws_ok(
  $$select public.save_site_draft('pages', (select pages from pc_pages)
    #- '{/join-competition,blocks,0,audience}')$$,
  '23514',
  '/join-competition: a competition needs its name, who it is for, what it is and at least one thing participants get',
  'a competition without who it is for is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/join-competition,blocks,0,benefits}', '[]'))$$,
  '23514',
  '/join-competition: a competition needs its name, who it is for, what it is and at least one thing participants get',
  'a competition with nothing participants get is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from pc_pages),
    '{/join-competition,blocks,0,benefits}', '["Mentoring", ""]'))$$,
  '23514',
  '/join-competition: a competition needs its name, who it is for, what it is and at least one thing participants get',
  'a competition with an empty benefit is refused');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the competition block');

select * from finish();
rollback;

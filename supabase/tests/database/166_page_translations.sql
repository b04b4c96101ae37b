-- A page's Spanish (translations.es: whether it is published in Spanish and each text's Spanish by
-- its address, with the fingerprint of the English it translates; private.page_translation_problem
-- in 20251101055000_site_content_rules.sql): an editor saves and publishes one, and a malformed one
-- is refused with a message saying what is wrong.
begin;
set local search_path = public, extensions;
select plan(6);

select tests.create_team_member('tr-editor', 'editor', 'tr-editor@pgtap.test');

create temporary table tr_pages on commit drop as select
  '{"/contact": {"blocks": [
      {"kind": "prose", "id": "intro", "title": "Talk to us", "paragraphs": ["We answer."]}],
    "translations": {"es": {"publish": true, "texts": {
      "blocks.intro.title": {"text": "Hable con nosotros", "of": "0a1b2c3d"},
      "blocks.intro.paragraphs.0": {"text": "Le respondemos.", "of": "4e5f6a7b"}}}}}}'::jsonb as pages;
grant select on tr_pages to public;

select tests.authenticate_as('tr-editor');
select lives_ok($$select public.save_site_draft('pages', (select pages from tr_pages))$$,
  'an editor saves a page with its Spanish');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from tr_pages),
    '{/contact,translations}', '{"fr": {"publish": false, "texts": {}}}'))$$,
  '23514', '/contact: a page is translated into Spanish (es) only',
  'a language the site does not speak is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from tr_pages),
    '{/contact,translations,es,publish}', '"yes"'))$$,
  '23514', '/contact: a translation says whether the page is published in it and holds its texts by address',
  'a translation without a yes-or-no publish is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from tr_pages),
    '{/contact,translations,es,texts,blocks.intro.title,text}', '"  "'))$$,
  '23514', '/contact: each translated text is written, with the fingerprint of the English it translates',
  'a blank Spanish text is refused');
select throws_ok(
  $$select public.save_site_draft('pages', jsonb_set((select pages from tr_pages),
    '{/contact,translations,es,texts,blocks.intro.title,of}', '"not-a-hash"'))$$,
  '23514', '/contact: each translated text is written, with the fingerprint of the English it translates',
  'a Spanish text without the fingerprint of its English is refused');
select lives_ok($$select public.publish_site_draft()$$, 'an editor publishes the page with its Spanish');

select * from finish();
rollback;

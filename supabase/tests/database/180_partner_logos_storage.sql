-- The partner-logos bucket (migration 20251101060000_site_content.sql): public, limited
-- to PNG, JPEG and WebP up to 1 MB; only an editor in a trusted (aal2) session may add, see,
-- replace or remove its objects. Refused: anon, a reviewer, an editor with one factor, and writes
-- to another bucket; deleting a row straight from SQL (only the Storage API removes objects).
begin;
set local search_path = public, extensions;
select plan(15);

select tests.create_supabase_user('pl-editor', 'pl-editor@pgtap.test');
select tests.create_supabase_user('pl-reviewer', 'pl-reviewer@pgtap.test');
insert into public.user_roles (user_id, role) values
  (tests.get_supabase_uid('pl-editor'), 'editor'),
  (tests.get_supabase_uid('pl-reviewer'), 'reviewer');
-- Another bucket, to prove the policies name this one only.
insert into storage.buckets (id, name, public) values ('pl-other', 'pl-other', false);

select results_eq(
  $$select public, file_size_limit, allowed_mime_types from storage.buckets
    where id = 'partner-logos'$$,
  $$values (true, 1048576::bigint, array['image/png', 'image/jpeg', 'image/webp'])$$,
  'the bucket is public, 1 MB, PNG/JPEG/WebP only (no SVG)');

select tests.authenticate_as_anon();
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('partner-logos', 'anon.png')$$,
  '42501', null, 'anon cannot add a logo');
select is_empty($$select 1 from storage.objects where bucket_id = 'partner-logos'$$,
  'anon cannot list the bucket (a public URL needs no listing)');

select tests.authenticate_as('pl-reviewer');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('partner-logos', 'reviewer.png')$$,
  '42501', null, 'a reviewer cannot add a logo');

select tests.authenticate_as('pl-editor', 'aal1');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('partner-logos', 'one-factor.png')$$,
  '42501', null, 'an editor signed in with one factor cannot add a logo');

select tests.authenticate_as('pl-editor');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, metadata)
    values ('partner-logos', 'acme.png', '{"mimetype": "image/png"}')$$,
  'an editor in a trusted session adds a logo');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('pl-other', 'elsewhere.png')$$,
  '42501', null, 'the editor''s right ends at the partner-logos bucket');
select results_eq($$select name from storage.objects where bucket_id = 'partner-logos'$$,
  $$values ('acme.png')$$, 'the editor sees the bucket''s objects');
select lives_ok(
  $$update storage.objects set metadata = '{"mimetype": "image/webp"}'
    where bucket_id = 'partner-logos' and name = 'acme.png'$$,
  'the editor replaces a logo');

select tests.authenticate_as('pl-reviewer');
update storage.objects set name = 'hijacked.png' where bucket_id = 'partner-logos';
select tests.authenticate_as('pl-editor');
select results_eq($$select name from storage.objects where bucket_id = 'partner-logos'$$,
  $$values ('acme.png')$$, 'a reviewer''s update changes nothing');

select tests.authenticate_as('pl-reviewer');
set local storage.allow_delete_query = 'true';
delete from storage.objects where bucket_id = 'partner-logos';
select tests.authenticate_as('pl-editor');
select results_eq($$select count(*)::int from storage.objects where bucket_id = 'partner-logos'$$,
  $$values (1)$$, 'a reviewer''s delete removes nothing');
reset storage.allow_delete_query;

select throws_ok($$delete from storage.objects where bucket_id = 'partner-logos'$$, '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'a row leaves only through the Storage API (which removes the bytes too)');
set local storage.allow_delete_query = 'true';
select lives_ok($$delete from storage.objects where bucket_id = 'partner-logos'$$,
  'the editor removes a logo through the Storage API''s delete');
select is_empty($$select 1 from storage.objects where bucket_id = 'partner-logos'$$,
  'the logo is gone');

select tests.clear_authentication();
-- The news-images bucket's four (182_news_images_storage.sql) are the only others.
select policies_are('storage', 'objects', array[
  'Editors see the partner logos', 'Editors add partner logos', 'Editors replace partner logos',
  'Editors remove partner logos', 'Editors see the news pictures', 'Editors add news pictures',
  'Editors replace news pictures', 'Editors remove news pictures'],
  'storage.objects has exactly the partner-logo and news-picture policies');

select * from finish();
rollback;

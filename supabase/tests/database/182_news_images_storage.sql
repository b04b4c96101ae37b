-- The news-images bucket (migration 20251101060000_site_content.sql): public, limited to PNG,
-- JPEG and WebP up to 2 MB; only an editor in a trusted (aal2) session may add, see, replace or
-- remove its objects. Refused: anon, a reviewer, an editor with one factor, the editor's right
-- in another bucket. And an announcement's picture size is whole pixels, or none.
begin;
set local search_path = public, extensions;
select plan(16);

select tests.create_team_member('ni-editor', 'editor', 'ni-editor@pgtap.test');
select tests.create_team_member('ni-reviewer', 'reviewer', 'ni-reviewer@pgtap.test');
insert into storage.buckets (id, name, public) values ('ni-other', 'ni-other', false);

select results_eq(
  $$select public, file_size_limit, allowed_mime_types from storage.buckets
    where id = 'news-images'$$,
  $$values (true, 2097152::bigint, array['image/png', 'image/jpeg', 'image/webp'])$$,
  'the bucket is public, 2 MB, PNG/JPEG/WebP only (no SVG)');

select tests.authenticate_as_anon();
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('news-images', 'anon.png')$$,
  '42501', null, 'anon cannot add a news picture');
select is_empty($$select 1 from storage.objects where bucket_id = 'news-images'$$,
  'anon cannot list the bucket (a public URL needs no listing)');

select tests.authenticate_as('ni-reviewer');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('news-images', 'reviewer.png')$$,
  '42501', null, 'a reviewer cannot add a news picture');

select tests.authenticate_as('ni-editor', 'aal1');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('news-images', 'one-factor.png')$$,
  '42501', null, 'an editor signed in with one factor cannot add a news picture');

select tests.authenticate_as('ni-editor');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, metadata)
    values ('news-images', 'class.jpg', '{"mimetype": "image/jpeg"}')$$,
  'an editor in a trusted session adds a news picture');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('ni-other', 'elsewhere.png')$$,
  '42501', null, 'the editor''s right ends at the site''s picture buckets');
select results_eq($$select name from storage.objects where bucket_id = 'news-images'$$,
  $$values ('class.jpg')$$, 'the editor sees the bucket''s objects');

select tests.authenticate_as('ni-reviewer');
select is_empty($$select 1 from storage.objects where bucket_id = 'news-images'$$,
  'a reviewer cannot list the bucket');
update storage.objects set name = 'hijacked.png' where bucket_id = 'news-images';
set local storage.allow_delete_query = 'true';
delete from storage.objects where bucket_id = 'news-images';
reset storage.allow_delete_query;
select tests.authenticate_as('ni-editor');
select results_eq($$select name from storage.objects where bucket_id = 'news-images'$$,
  $$values ('class.jpg')$$, 'a reviewer''s update or delete changes nothing');

select lives_ok(
  $$update storage.objects set metadata = '{"mimetype": "image/webp"}'
    where bucket_id = 'news-images' and name = 'class.jpg'$$,
  'the editor replaces a news picture');
set local storage.allow_delete_query = 'true';
select lives_ok($$delete from storage.objects where bucket_id = 'news-images'$$,
  'the editor removes a news picture through the Storage API''s delete');
select is_empty($$select 1 from storage.objects where bucket_id = 'news-images'$$,
  'the picture is gone');
reset storage.allow_delete_query;

select tests.clear_authentication();
select is(private.news_image_size_problem(
    '{"news": [{"image": {"src": "/news-images/a.png", "alt": "A", "width": 640, "height": 360}},
               {"image": {"src": "/images/typed.jpg", "alt": "Typed before uploads"}}, {}]}'),
  null, 'a picture with whole pixels, or with no size (typed by hand), is accepted');
select is(private.news_image_size_problem(
    '{"news": [{"image": {"src": "/news-images/a.png", "alt": "A", "width": 640.5, "height": 360}}]}'),
  'An announcement''s picture gives its width and height as whole pixels',
  'a fractional width is refused');
select tests.authenticate_as('ni-editor');
select throws_ok(
  $$select public.save_site_draft('news',
    '[{"slug": "spring", "title": "Spring", "date": "2999-01-01", "summary": "S", "body": ["B"],
       "image": {"src": "/news-images/a.png", "alt": "A", "width": "640", "height": 0}}]')$$,
  '23514', null, 'the draft refuses a picture whose size is not whole pixels');
select tests.clear_authentication();

select * from finish();
rollback;

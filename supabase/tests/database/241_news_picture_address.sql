-- An announcement's picture (migration 20251101055000_site_content_rules.sql,
-- private.news_problem): a path on this site that cannot leave it. A protocol-relative address
-- (another host), a way out of the folder, a backslash, a full address or a script address is
-- refused in words that say how to fix it; a picture the desk uploaded and one the site has are
-- kept.
begin;
set local search_path = public, extensions;
select plan(10);

select tests.create_team_member('np-editor', 'editor', 'np-editor@pgtap.test');

create temporary table np_news on commit drop as select
  '[{"slug": "workshop", "title": "Workshop photos", "date": "2999-01-01",
     "summary": "Photos.", "body": ["Forty students."],
     "image": {"src": "/news-images/0b1c-2d.png", "alt": "Students at work"}}]'::jsonb as news;
grant select on np_news to public;

create function pg_temp.with_picture(_src text)
returns jsonb
language sql
as $$
  select jsonb_set((select news from np_news), '{0,image,src}', to_jsonb(_src))
$$;
grant execute on function pg_temp.with_picture(text) to authenticated;

\set refused '''An announcement''''s picture is an address on this site such as /news-images/photo.jpg (no // or .., no backslash), with its alt text'''

select tests.authenticate_as('np-editor');
select lives_ok($$select public.save_site_draft('news', pg_temp.with_picture('/news-images/0b1c-2d.png'))$$,
  'a picture uploaded to the news-images bucket is accepted');
select lives_ok($$select public.save_site_draft('news', pg_temp.with_picture('/images/ai-week.jpg'))$$,
  'a picture the site already has is accepted');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('//evil.example/x.png'))$$,
  '23514', :refused, 'a protocol-relative address (another host) is refused');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('/news-images/../x.png'))$$,
  '23514', :refused, 'a way out of the folder is refused');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('/./x.png'))$$,
  '23514', :refused, 'a dot segment is refused');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('/\evil.example/x.png'))$$,
  '23514', :refused, 'a backslash, which browsers read as a slash, is refused');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('https://example.org/x.png'))$$,
  '23514', :refused, 'a picture on another site is refused: the site serves its own');
select throws_ok($$select public.save_site_draft('news', pg_temp.with_picture('javascript:alert(1)'))$$,
  '23514', :refused, 'a script address is refused');
select tests.clear_authentication();

-- The CHECKs hold for anyone who writes the tables, not only through save_site_draft.
select throws_ok(
  $$insert into public.site_scheduled_publications (content, publish_at)
    select jsonb_build_object('news', pg_temp.with_picture('//evil.example/x.png')), '2999-01-01'$$,
  '23514',
  'new row for relation "site_scheduled_publications" violates check constraint "site_scheduled_publications_news"',
  'a scheduled publication cannot carry such a picture either');
select is(private.news_problem(jsonb_build_object('news', pg_temp.with_picture('/news-images/a.webp'))),
  null, 'the rule names no problem for an uploaded picture');

select * from finish();
rollback;

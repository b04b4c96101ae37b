/**
 * An announcement's picture, uploaded in the desk (issue 33, item 6: "optional link and image
 * with alt text").
 *
 * The news-images bucket, written only by editors, as the partner-logos bucket is (migration
 * 20251101060000_site_content.sql), and the size an uploaded picture carries in the content
 * (`image.width`, `image.height`, supabase/functions/_shared/schemas/news.ts), which the
 * database checks beside the rest of an announcement's shape (private.news_problem).
 */

-- ---------------------------------------------------------------------------------------------
-- The news-images bucket: public, PNG/JPEG/WebP up to 2 MB, only editors write
-- ---------------------------------------------------------------------------------------------
-- Public, so the build downloads each published picture from its public URL with no policy at
-- all and copies it into the site (scripts/lib/stored-images.ts): no public page asks Supabase
-- for it. Hosted Storage enforces the bucket's own limits before any policy: only PNG, JPEG and
-- WebP (never SVG, which could carry script) and at most 2 MB (a photo saved for the web).
-- Listing, adding, replacing and removing objects are for editors in a trusted session only
-- (public.can_edit_site(), which asks has_role, which asks for aal2): no broad SELECT policy, so
-- nobody else can list the bucket.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('news-images', 'news-images', true, 2097152,
  array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors see the news pictures"
  on storage.objects for select to authenticated
  using (bucket_id = 'news-images' and (select public.can_edit_site()));

create policy "Editors add news pictures"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'news-images' and (select public.can_edit_site()));

create policy "Editors replace news pictures"
  on storage.objects for update to authenticated
  using (bucket_id = 'news-images' and (select public.can_edit_site()))
  with check (bucket_id = 'news-images' and (select public.can_edit_site()));

create policy "Editors remove news pictures"
  on storage.objects for delete to authenticated
  using (bucket_id = 'news-images' and (select public.can_edit_site()));

-- ---------------------------------------------------------------------------------------------
-- A picture's size: whole pixels when given
-- ---------------------------------------------------------------------------------------------
-- Null when every announcement's picture gives its width and height as positive whole numbers,
-- or none (a picture written by hand before uploads has no size); else the problem in words.
create function private.news_image_size_problem(_content jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'An announcement''s picture gives its width and height as whole pixels'
  from pg_catalog.jsonb_array_elements(
    case when pg_catalog.jsonb_typeof(_content -> 'news') = 'array'
      then _content -> 'news' else '[]'::jsonb end) as item(value)
  cross join lateral (values ('width'), ('height')) as side(name)
  where item.value -> 'image' ? side.name
    and not (pg_catalog.jsonb_typeof(item.value -> 'image' -> side.name) = 'number'
      and (item.value -> 'image' ->> side.name) ~ '^[1-9][0-9]{0,4}$')
  limit 1;
$$;
revoke all on function private.news_image_size_problem(jsonb) from public;

alter table public.site_content_draft add constraint site_content_draft_news_image_size
  check (private.news_image_size_problem(content) is null);
alter table public.site_content_versions add constraint site_content_versions_news_image_size
  check (private.news_image_size_problem(content) is null);
alter table public.site_scheduled_publications
  add constraint site_scheduled_publications_news_image_size
  check (private.news_image_size_problem(content) is null);

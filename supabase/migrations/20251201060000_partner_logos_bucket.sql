-- Partner logos (issue 27, item 4): a public Storage bucket that only editors write.
--
-- The bucket is public, so every logo is served at its public URL with no policy at all (the
-- build copies each published logo into the site). Hosted Storage enforces the bucket's own
-- limits before any policy: only PNG, JPEG and WebP (never SVG, which could carry script) and at
-- most 1 MB. Reading the list of objects, writing, replacing and deleting are for editors in a
-- trusted session only (public.can_edit_site(), which asks has_role, which asks for aal2): no
-- broad SELECT policy, so nobody can list the bucket (the Advisor's "public bucket allows
-- listing" finding).
--
-- storage.buckets and storage.objects are hosted's own tables (the local stack recreates them
-- in stack/storage/schema.sql before migrations run), so this deploys unchanged to both.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('partner-logos', 'partner-logos', true, 1048576,
  array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Editors see the partner logos"
  on storage.objects for select to authenticated
  using (bucket_id = 'partner-logos' and (select public.can_edit_site()));

create policy "Editors add partner logos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'partner-logos' and (select public.can_edit_site()));

create policy "Editors replace partner logos"
  on storage.objects for update to authenticated
  using (bucket_id = 'partner-logos' and (select public.can_edit_site()))
  with check (bucket_id = 'partner-logos' and (select public.can_edit_site()));

create policy "Editors remove partner logos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'partner-logos' and (select public.can_edit_site()));

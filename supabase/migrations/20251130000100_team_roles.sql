-- The team's roles (issue 25): an administrator manages people and settings, a reviewer works
-- submissions, an editor edits the site's content (issue 27). The values are added alone, in a
-- migration of their own, because PostgreSQL cannot use an enum value in the transaction that
-- adds it; the policies and functions that grant each role its rights come in later migrations.
alter type public.app_role add value if not exists 'reviewer';
alter type public.app_role add value if not exists 'editor';

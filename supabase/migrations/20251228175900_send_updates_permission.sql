-- The permission that sends updates by e-mail ('send_updates'), on its own: PostgreSQL lets a
-- transaction add an enum value but not use it before the transaction commits, and the next
-- migration (20251228180000_update_subscriptions.sql) puts it in the admin and editor bundles and
-- its policies. As with the news editor's role, the value gets a migration of its own rather than a
-- COMMIT inside another one.
alter type public.app_permission add value if not exists 'send_updates';

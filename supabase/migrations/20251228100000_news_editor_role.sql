-- A fourth role, the news editor: writes and publishes news and nothing else. Its own migration
-- because PostgreSQL lets a transaction add an enum value but not use it before the transaction
-- commits; the next migration gives the role its permissions.
alter type public.app_role add value if not exists 'news_editor';

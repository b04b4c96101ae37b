-- What Supabase's Advisor (`supabase db advisors --type all --level info`) reported at INFO level,
-- fixed where there is something to fix; docs/advisor.md lists what it still reports and why.

-- 0001 unindexed_foreign_keys: deleting an account (auth.users) sets these columns to null, and
-- without an index each delete scans the whole table to find the rows that name the account.
create index desk_replies_author_id_idx on public.desk_replies (author_id);
create index desk_settings_updated_by_idx on public.desk_settings (updated_by);
create index notification_routes_updated_by_idx on public.notification_routes (updated_by);
create index reviewer_invitations_accepted_user_id_idx
  on public.reviewer_invitations (accepted_user_id);
create index reviewer_invitations_invited_by_idx on public.reviewer_invitations (invited_by);
create index saved_replies_updated_by_idx on public.saved_replies (updated_by);

-- 0004 no_primary_key: the per-network submission log gets a surrogate key (its rows have no
-- natural one: one network may submit twice in the same microsecond), so logical replication and
-- tools that need a key can address a row.
alter table private.intake_client_submissions
  add column id bigint generated always as identity primary key;

-- 0008 rls_enabled_no_policy: these tables are read and written only by definer-rights functions
-- (their owner); no API role has any privilege on them. A read policy that admits nothing says so
-- explicitly, so a grant added by mistake later still reads nothing (and with no write policy,
-- writes nothing).
create policy "no API role reads the submission log"
  on private.intake_client_submissions for select to anon, authenticated
  using (false);
create policy "no API role reads the rate-limit salt"
  on private.intake_limit_salt for select to anon, authenticated
  using (false);
create policy "no API role reads desk settings directly"
  on public.desk_settings for select to anon, authenticated
  using (false);

-- 0005 unused_index: the single-column status indexes are redundant, every query that could use
-- one (a status filter, a count per status) is served by the (status, created_at, id) index of
-- migration reviewers_desk, whose leading column is status.
drop index public.coach_applications_status_idx;
drop index public.contact_submissions_status_idx;
drop index public.alliance_registrations_status_idx;

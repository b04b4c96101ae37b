-- The Advisor's INFO findings on the tables this round added, fixed the way
-- 20251130010100_advisor_indexes_keys_policies fixed the earlier ones (docs/advisor.md).

-- 0001 unindexed_foreign_keys: deleting a user (or a version) looks these rows up by the key.
create index deletion_requests_requested_by_idx on public.deletion_requests (requested_by);
create index inbound_messages_handled_by_idx on public.inbound_messages (handled_by);
create index record_assignments_assigned_by_idx on public.record_assignments (assigned_by);
create index record_presence_user_id_idx on public.record_presence (user_id);
create index reviewer_invitations_withdrawn_by_idx on public.reviewer_invitations (withdrawn_by);
create index site_content_versions_restored_from_idx
  on public.site_content_versions (restored_from);
create index site_publications_version_id_idx on public.site_publications (version_id);

-- 0004 no_primary_key: the throttle's log has no natural key (one network may fail twice in the
-- same microsecond), so an identity column gives each row one.
alter table private.status_lookup_failures
  add column id bigint generated always as identity primary key;

-- 0008 rls_enabled_no_policy: read and written only by definer-rights functions; a read policy
-- that admits nothing says so, so a grant added by mistake later still reads nothing.
create policy "no API role reads the status lookup throttle"
  on private.status_lookup_failures for select to anon, authenticated
  using (false);
create policy "no API role reads deletion requests directly"
  on public.deletion_requests for select to anon, authenticated
  using (false);
create policy "no API role reads reply tokens"
  on public.record_reply_tokens for select to anon, authenticated
  using (false);

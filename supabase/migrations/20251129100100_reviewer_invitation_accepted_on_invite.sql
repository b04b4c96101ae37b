-- An invited account receives the admin role when Auth marks it invited, not only when it is
-- inserted already marked.
--
-- Supabase Auth's /invite inserts the user first and sets invited_at afterwards, in an UPDATE of
-- its own (supabase/auth internal/api/invite.go: signupNewUser, then sendInvite's
-- UpdateOnly("confirmation_token", "confirmation_sent_at", "invited_at")); the local stack's auth
-- service does the same. The insert trigger of migration audit_log_and_reviewers therefore saw
-- invited_at null and granted nothing: an invited person reached two-factor set-up, then
-- "Access Denied". This trigger runs the same acceptance when invited_at is set. The function
-- still grants only an unaccepted, unexpired invitation for that address, so a re-invitation of
-- the same account changes nothing twice, and an account nobody invited gets nothing.
create trigger on_auth_user_invited_accept_reviewer_invitation
  after update of invited_at on auth.users
  for each row
  when (new.invited_at is not null and old.invited_at is distinct from new.invited_at)
  execute function private.accept_reviewer_invitation();

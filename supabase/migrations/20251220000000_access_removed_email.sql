-- A removed member is told by e-mail that their access ended (issue 33, the reviewers' findings:
-- "no e-mail says access was removed").
--
-- public.admin_remove_reviewer keeps what it did (baseline 20251101010000_accounts_and_roles.sql:
-- audit, roles and sessions gone, open invitations withdrawn, an unused invited account deleted)
-- and, for a member whose account stays, queues one e-mail through the project's one outbox. It
-- goes as an 'auth_email' row (migration 20251212000000): a rendered e-mail kept in
-- private.auth_emails, sent and retried by the deliver-notifications worker like every other
-- e-mail (supabase/functions/_shared/deliver.ts composeAuthEmail) and counted in mail health. No
-- new outbox kind is needed: the row is about an account (record_kind 'auth_user'), as the
-- invitation that let the person in was. Only an administrator can cause one, once per removal,
-- so it draws on no hourly allowance (purpose 'member' names what it is about). An account that
-- never accepted its invitation is deleted and had no access to lose: nothing is sent.

create or replace function public.admin_remove_reviewer(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _email text := (select u.email from auth.users u where u.id = _user_id);
  _keeps_account boolean;
  _when text;
  _text text;
  _html text;
  _email_id uuid;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can remove a member' using errcode = '42501';
  end if;
  if _user_id = auth.uid() then
    raise exception 'You cannot remove yourself; ask another administrator' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  _keeps_account := _user_id is distinct from private.unused_invited_account(_email);
  perform private.write_audit('reviewer_removed', 'user', _user_id,
    pg_catalog.jsonb_build_object('email', _email));
  delete from public.user_roles r where r.user_id = _user_id;
  -- Every session ends now: their access tokens fail the session check on the next request and
  -- their refresh tokens (deleted with the sessions) cannot make new ones.
  delete from auth.sessions s where s.user_id = _user_id;
  update public.reviewer_invitations i
  set withdrawn_at = pg_catalog.now(), withdrawn_by = auth.uid()
  where lower(i.email) = lower(_email) and i.accepted_at is null and i.withdrawn_at is null;
  -- Not yet accepted: the account goes too, so the invitation's link stops working.
  delete from auth.users u where u.id = _user_id and u.id = private.unused_invited_account(_email);

  if not _keeps_account or _email is null or not private.is_email(_email) then
    return;
  end if;
  -- The desk's time, with its zone (src/lib/desk-time.ts): "Nov 27, 2026, 9:14 AM MST".
  _when := pg_catalog.to_char(pg_catalog.now() at time zone 'America/Boise', 'Mon FMDD, YYYY, FMHH12:MI AM')
    || case
      when (pg_catalog.now() at time zone 'America/Boise') - (pg_catalog.now() at time zone 'UTC')
        = interval '-6 hours' then ' MDT'
      else ' MST'
    end;
  _text := 'Hello,' || E'\n\n'
    || 'An administrator of the Idaho AI Alliance removed ' || _email
    || ' from the Alliance desk on ' || _when || '.' || E'\n\n'
    || 'You can no longer sign in to the desk to read submissions or edit the site, and every '
    || 'session you had open has ended. Nothing you wrote on the desk was deleted.' || E'\n\n'
    || 'If you think this is a mistake, ask an administrator of the Idaho AI Alliance to invite '
    || 'you again.' || E'\n\n'
    || '— The Idaho AI Alliance';
  -- The address is checked by private.is_email; escaped all the same, as every HTML e-mail is.
  _html := '<p>Hello,</p><p>'
    || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
         pg_catalog.split_part(_text, E'\n\n', 2), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')
    || '</p><p>' || pg_catalog.split_part(_text, E'\n\n', 3)
    || '</p><p>' || pg_catalog.split_part(_text, E'\n\n', 4)
    || '</p><p>— The Idaho AI Alliance</p>';
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  ) values (
    _user_id, 'member', 'access_removed', pg_catalog.lower(_email),
    'access_removed:' || gen_random_uuid()::text,
    'Your access to the Idaho AI Alliance desk has ended', _html, _text
  )
  returning id into _email_id;
  -- Due now: the worker (every minute) sends it with the outbox's back-off and exactly-once keys.
  insert into public.notification_deliveries (
    record_kind, record_id, kind, item_id, recipient, next_attempt_at
  ) values (
    'auth_user', _user_id, 'auth_email', _email_id, pg_catalog.lower(_email), pg_catalog.now()
  );
end;
$$;
revoke all on function public.admin_remove_reviewer(uuid) from public, anon, service_role;
grant execute on function public.admin_remove_reviewer(uuid) to authenticated;

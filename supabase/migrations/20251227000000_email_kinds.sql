-- Every e-mail names its kind (issue 35, e-mail copy as data): the senders put it in an
-- X-Email-Kind header (supabase/functions/_shared/email-kind.ts), so people and tests tell e-mails
-- apart without reading their wording. An auth e-mail's kind is its email_action_type, which the
-- outbox's senders did not see: private.delivery_content (last defined in
-- 20251215000100_answer_notice_digest.sql, re-created here whole) now gives it, with the moment
-- the e-mail was queued, from which the sender renders the e-mail that a member's access ended
-- (supabase/functions/_shared/access-removed.ts).
--
-- public.admin_remove_reviewer (20251220000000_access_removed_email.sql) is re-created whole
-- without that e-mail's words, which now live once, in supabase/functions/_shared/email-copy/.

create or replace function private.delivery_content(p_delivery public.notification_deliveries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.delivery_content_of_kind(p_delivery)
    || case
      when p_delivery.kind = 'acknowledgement' and pg_catalog.cardinality(p_delivery.earlier_references) > 0
        then pg_catalog.jsonb_build_object(
          'earlier_references', pg_catalog.to_jsonb(p_delivery.earlier_references)
        )
      when p_delivery.kind = 'inbound_notice' then (
        select pg_catalog.jsonb_build_object(
          'answer_count', pg_catalog.count(*),
          'answers', coalesce(
            pg_catalog.jsonb_agg(
              pg_catalog.jsonb_build_object(
                'id', a.id, 'from_address', a.from_address, 'subject', a.subject,
                'display_text', a.display_text, 'received_at', a.received_at
              ) order by a.received_at, a.id
            ) filter (where a.position <= 20),
            '[]'::jsonb
          )
        )
        from (
          select m.*, pg_catalog.row_number() over (order by m.received_at, m.id) as position
          from public.inbound_messages m
          where m.notice_delivery_id = p_delivery.id or m.id = p_delivery.item_id
        ) a
      )
      when p_delivery.kind = 'auth_email' then coalesce((
        select pg_catalog.jsonb_build_object(
          'email_action_type', e.email_action_type, 'created_at', e.created_at
        )
        from private.auth_emails e where e.id = p_delivery.item_id
      ), '{}'::jsonb)
      else '{}'::jsonb
    end
$$;
revoke all on function private.delivery_content(public.notification_deliveries) from public;

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
  -- The words are not here: the outbox's sender renders this e-mail from its kind and the moment
  -- it was queued (supabase/functions/_shared/access-removed.ts, copy in email-copy/), so the
  -- stored parts stay empty.
  insert into private.auth_emails (
    user_id, purpose, email_action_type, recipient, token_key, subject, html, body_text
  ) values (
    _user_id, 'member', 'access_removed', pg_catalog.lower(_email),
    'access_removed:' || gen_random_uuid()::text, '', '', ''
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

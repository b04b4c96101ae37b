-- An administrator lifts a member's sign-in lockout from the desk (issue 25 item 7).
--
-- The lock itself belongs to the auth service (the local stack's auth.lockouts; hosted's GoTrue
-- has none of its own, docs/roles.md says what it offers instead). The manage-reviewers function
-- lifts it with the service key, but only after this function has decided, with the caller's own
-- token, that the caller is an administrator in a trusted session and the person is a member, and
-- has written the audit entry. A reviewer or editor is refused here, whatever the function is sent.

-- The new action joins whatever the constraint allows when this runs: other migrations of the same
-- round extend the list too, and restating it here would drop theirs if they ran first.
do $$
declare
  _def text := (
    select pg_catalog.pg_get_constraintdef(c.oid) from pg_catalog.pg_constraint c
    where c.conname = 'audit_log_action_known' and c.conrelid = 'public.audit_log'::regclass
  );
  _extended text := pg_catalog.regexp_replace(_def, '\]\)\)\)$', ', ''lockout_lifted''::text])))');
begin
  if _extended = _def then
    raise exception 'audit_log_action_known has an unexpected shape: %', _def;
  end if;
  alter table public.audit_log drop constraint audit_log_action_known;
  execute pg_catalog.format('alter table public.audit_log add constraint audit_log_action_known %s',
    _extended);
end;
$$;

create function public.admin_lift_lockout(_user_id uuid, _locks text[] default '{}')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can lift a lockout' using errcode = '42501';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = _user_id) then
    raise exception 'That team member was not found; they may already have been removed.'
      using errcode = 'PT404';
  end if;
  perform private.write_audit('lockout_lifted', 'user', _user_id,
    pg_catalog.jsonb_build_object(
      'email', (select u.email from auth.users u where u.id = _user_id),
      'locks', pg_catalog.to_jsonb(coalesce(_locks, '{}'::text[]))));
end;
$$;

comment on function public.admin_lift_lockout(uuid, text[]) is
  'Checks that the caller is an administrator in a trusted session and the person a member, and '
  'audits the lifting of their sign-in lockout (`_locks`: password and/or factor ids). The '
  'manage-reviewers function calls it with the caller''s token before it lifts the lock.';

revoke all on function public.admin_lift_lockout(uuid, text[]) from public, anon, service_role;
grant execute on function public.admin_lift_lockout(uuid, text[]) to authenticated;

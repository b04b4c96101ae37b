-- The platform every other part stands on: the `private` schema (helpers the REST API cannot
-- reach), the team's roles (`app_role`, `user_roles`, `has_role`), the session checks, the text
-- and client-address helpers the CHECKs and abuse limits use, and the append-only, hash-chained
-- audit log.
--
-- Part of the migration baseline (docs/migration-baseline.md): files by domain, applied in
-- this order, that replaced the history archived in supabase/history. Before launch a later
-- migration is folded in as that document says; from launch on, migrations only append.

-- Function bodies here may name objects defined further down or in a later file of the baseline,
-- as pg_dump's output does: they are checked when they run (pgTAP runs every one), not when
-- they are created. Only for this file's transaction.
set local check_function_bodies = off;

-- Who may review submissions. A row in user_roles with role 'admin' is the one fact the admin
-- area and every admin policy check. Only the service role (SQL editor, `npm run admin:grant`)
-- writes this table; signed-in users may read their own rows so the app can ask "am I admin?".

-- Helpers that must not be reachable through the REST API live outside the exposed schemas.
--
-- No SECURITY DEFINER function in the API's schema is executable by `anon` or `authenticated`
-- (the hosted Advisor's lints 0028 anon_security_definer_function_executable and 0029
-- authenticated_security_definer_function_executable; docs/advisor.md). Each RPC that needs the
-- owner's rights is written twice, side by side, in its domain's file:
-- * `private.<name>`, the SECURITY DEFINER function itself, with its `search_path`, comment and
--   EXECUTE grants (exactly the roles that may call the RPC). `private` is not in config.toml's
--   `[api] schemas`, so PostgREST cannot reach it. Policies, views and CHECKs name it directly:
--   they store it by OID, so an RLS helper like has_role costs what it costs.
-- * `public.<name>`, the API's entry point: SECURITY INVOKER, the same signature (argument names,
--   defaults, `returns table`, setof, void), volatility, strictness, comment and EXECUTE grants,
--   `search_path = ''`, and a SQL-standard body (`begin atomic`) that calls the private function.
--   Parsed once and stored by OID: a caller needs EXECUTE on the private function but no USAGE on
--   `private`, and the wrapper cannot be left pointing at a dropped function. A wrapper of
--   `returns table (…)` selects `*` from the call; any other selects the call itself (a table's
--   row type whole, so a column added to that table later still comes back).
-- So the RPC names, argument names, defaults and return shapes PostgREST, pg_graphql and
-- src/lib/database.types.ts see are the functions' own. A new definer function goes in `private`
-- with its wrapper beside it; the Advisor step of `npm test`, the pgTAP file
-- supabase/tests/database/190_definer_functions_private.sql and `npm run launch:check` run
-- splinter's 0028/0029 query and fail on any definer function left in `public`.
create schema if not exists private;

revoke all on schema private from public;

create type public.app_role as enum ('admin', 'reviewer', 'editor', 'news_editor');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Roles granted to auth users. Written only by the service role; users read their own rows.';

alter table public.user_roles enable row level security;

-- Hosted Supabase's default privileges hand anon and authenticated every privilege on new
-- tables; take them back and grant only what the policies below are meant to decide.
revoke all on table public.user_roles from anon, authenticated, public;

grant select on table public.user_roles to authenticated;

grant all on table public.user_roles to service_role;

create policy "users read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------------------------
-- 1. has_role: a trusted session for every role
-- ---------------------------------------------------------------------------------------------
create function private.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
      and (
        pg_catalog.current_setting('role') not in ('anon', 'authenticated')
        or (
          _user_id = (select auth.uid())
          and private.admin_session_is_trusted(_user_id)
        )
      )
  )
$$;
comment on function private.has_role(uuid, public.app_role) is
  'True when the user holds the role. Signed-in users get an answer about themselves only '
  '(false for anyone else), and only from a trusted session (a live session, aal2 when '
  'required: private.admin_session_is_trusted), whatever the role; the service role and direct '
  'SQL may ask about anyone. Not callable by anon.';
revoke all on function private.has_role(uuid, public.app_role) from public, anon;
grant execute on function private.has_role(uuid, public.app_role) to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.has_role($1, $2);
end;
revoke all on function public.has_role(uuid, public.app_role) from public;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;
comment on function public.has_role(uuid, public.app_role) is
  'True when the user holds the role. Signed-in users get an answer about themselves only '
  '(false for anyone else), and only from a trusted session (a live session, aal2 when '
  'required: private.admin_session_is_trusted), whatever the role; the service role and direct '
  'SQL may ask about anyone. Not callable by anon.';

-- private.utf16_length() runs in the CHECK constraints of every intake row, on every INSERT and
-- UPDATE, and an UPDATE re-checks every column, even when only the status changed. Its regular
-- expression over two 1,000-character answers made a bulk status change of 1,000 applications
-- take about 2 s of the database's time; plain ASCII text (the usual case) holds no astral
-- characters, so it can skip the expression: ~0.8 s for the same change. Same results as before.
create function private.utf16_length(value text)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when pg_catalog.octet_length(value) = pg_catalog.char_length(value)
      then pg_catalog.char_length(value)
    else pg_catalog.char_length(value)
      + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
  end
$$;
revoke all on function private.utf16_length(text) from public;
grant execute on function private.utf16_length(text) to anon, authenticated, service_role;

-- True when String.prototype.trim() would leave the value unchanged.
create function private.is_trimmed(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value = pg_catalog.btrim(
    value,
    E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
  )
$$;
revoke all on function private.is_trimmed(text) from public;
grant execute on function private.is_trimmed(text) to anon, authenticated, service_role;

-- zod v4's e-mail pattern (z.email()), so the database accepts exactly what the forms accept.
create function private.is_email(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
$$;
revoke all on function private.is_email(text) from public;
grant execute on function private.is_email(text) to anon, authenticated, service_role;

-- The network a client address belongs to, as counted: the address itself for IPv4, its /64 for
-- IPv6; text that is not an address is counted as given.
create function private.client_network(address text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := pg_catalog.btrim(address)::inet;
  exception when others then
    return pg_catalog.lower(pg_catalog.btrim(address));
  end;
  if pg_catalog.family(parsed) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(parsed, 64))::text;
  end if;
  return pg_catalog.host(parsed);
end;
$$;
revoke all on function private.client_network(text) from public;

-- ---------------------------------------------------------------------------------------------
-- Alliance interests: each area at most once
-- ---------------------------------------------------------------------------------------------
-- The form refuses ["training","training"] ('Each area can be chosen once'); so does the table.
create function private.has_no_duplicates(value text[])
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.count(*) = pg_catalog.count(distinct element)
  from pg_catalog.unnest(value) as element
$$;
revoke all on function private.has_no_duplicates(text[]) from public;
grant execute on function private.has_no_duplicates(text[]) to anon, authenticated, service_role;

-- The reviewers' desk: notes on a submission, who has read what, the list views the dashboard
-- pages through (with search and an unread flag), and a bulk status change.
--
-- record_kind names one submission kind everywhere it is stored: 'coach_application',
-- 'contact_submission', 'alliance_registration' (notification_deliveries uses the same strings).

create extension if not exists pg_trgm with schema extensions;

-- The submission table a record_kind lives in; null for anything else.
create function private.record_table(_record_kind text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case _record_kind
    when 'coach_application' then 'coach_applications'
    when 'contact_submission' then 'contact_submissions'
    when 'alliance_registration' then 'alliance_registrations'
  end
$$;
revoke all on function private.record_table(text) from public;

-- True when the submission exists. SECURITY DEFINER so the check does not depend on what the
-- caller's policies let them see (the policies decide separately whether they may write).
create function private.record_exists(_record_kind text, _record_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found boolean;
begin
  if private.record_table(_record_kind) is null then
    return false;
  end if;
  execute pg_catalog.format(
    'select exists (select 1 from public.%I where id = $1)',
    private.record_table(_record_kind)
  )
  into found
  using _record_id;
  return found;
end;
$$;
revoke all on function private.record_exists(text, uuid) from public;

-- The intake forms' per-network limit reads the client address hosted Supabase documents.
--
-- Not `cf-connecting-ip` first: whether Cloudflare's header reaches PostgREST on hosted Supabase
-- is not documented, and if it does not, the per-network limit would be silently off. Supabase
-- documents X-Forwarded-For for the client address in request.headers.
-- Its first entries are whatever the client wrote (supabase discussion #34647): every proxy
-- APPENDS the address of the connection it received, so the trustworthy entry is the rightmost
-- one, written by the platform's own proxy in front of PostgREST. A visitor who sends
-- `X-Forwarded-For: 1.2.3.4` arrives as `1.2.3.4, <their real address>` and is still counted by
-- their real address. `cf-connecting-ip`, which Cloudflare always overwrites with the connection's
-- address, is used only when no X-Forwarded-For arrives at all (its presence on hosted is not
-- promised; the local gateway never sends it and drops any a client sends).
--
-- Without either header (direct SQL, a server-side caller) the limit does not apply.

create function private.client_address(headers jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.btrim(
      (pg_catalog.regexp_split_to_array(headers ->> 'x-forwarded-for', '\s*,\s*'))[
        pg_catalog.array_length(
          pg_catalog.regexp_split_to_array(headers ->> 'x-forwarded-for', '\s*,\s*'), 1
        )
      ]
    ), ''),
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '')
  )
$$;
comment on function private.client_address(jsonb) is
  'The client address from PostgREST''s request.headers: the rightmost X-Forwarded-For entry '
  '(the one the platform''s proxy appended), else cf-connecting-ip.';
revoke all on function private.client_address(jsonb) from public, anon, authenticated, service_role;

-- Every element a valid address (the forms' own rule, private.is_email) of at most 254 characters.
-- SECURITY DEFINER: its body is parsed as the caller, and the API roles have no USAGE on `private`.
create function private.are_emails(p_values text[])
returns boolean
language sql
immutable
parallel safe
security definer
set search_path = ''
as $$
  select coalesce(
    (select pg_catalog.bool_and(coalesce(private.is_email(v), false) and pg_catalog.length(v) <= 254)
     from pg_catalog.unnest(p_values) as v),
    true
  )
$$;
revoke all on function private.are_emails(text[]) from public;
grant execute on function private.are_emails(text[]) to authenticated, service_role;

-- Whether the request's session still exists: true only for a signed-in user whose token's
-- session_id names a session the auth service has not ended (sign-out, "sign out everywhere",
-- removal, a ban). Access tokens outlive their session by up to jwt_expiry; policies on personal
-- data call this so signing out ends access at once.
--
-- SECURITY DEFINER because API roles cannot read auth.sessions (on hosted Supabase only the auth
-- service and postgres can); the empty search_path blocks hijacking. STABLE, and it reads the
-- claims once, so a policy that wraps it in a scalar subquery `(select ...)` evaluates it once
-- per statement.
--
-- The one live-session check: private.admin_session_is_trusted (below) calls it rather than
-- repeating the query. It reads the session id through private.jwt_session_id(), so a malformed
-- session_id claim is "not active" instead of an invalid uuid cast error: the trusted check, which
-- every policy reaches through has_role(), must answer such a token with false and never raise
-- (pgTAP 120_desk_two_factor, 110_current_session_is_active, 111_one_session_check).
create function private.current_session_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = private.jwt_session_id()
      and s.user_id = auth.uid()
      and (s.not_after is null or s.not_after > pg_catalog.now())
  )
$$;
comment on function private.current_session_is_active() is
  'True when the JWT''s session_id names a live session of its user (false for a missing or '
  'malformed claim). The one live-session check: policies and private.admin_session_is_trusted '
  'use it.';
revoke all on function private.current_session_is_active() from public, anon;
grant execute on function private.current_session_is_active() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.current_session_is_active()
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.current_session_is_active();
end;
revoke all on function public.current_session_is_active() from public;
grant execute on function public.current_session_is_active() to authenticated, service_role;
comment on function public.current_session_is_active() is
  'True when the JWT''s session_id names a live session of its user (false for a missing or '
  'malformed claim). The one live-session check: policies and private.admin_session_is_trusted '
  'use it.';

-- The desk's data needs a trusted session: two-factor (aal2) and a session that still exists.
--
-- * public.desk_settings: one row of settings admins change in the desk (require_two_factor, on
--   by default). public.desk_settings() returns it to any signed-in user, because the sign-in
--   screens must know whether to send a reviewer without a factor to enrolment.
-- * private.admin_session_is_trusted(user): the request's access token names a session that still
--   exists in auth.sessions (signing out, "Sign out everywhere" and removing a reviewer delete
--   sessions, so a token stops working at once instead of living out its hour), and the token is
--   aal2 whenever the reviewer has a verified factor or the desk requires two-factor.
-- * public.has_role(uid, 'admin') now also requires that, when a signed-in user asks about
--   themselves. Every desk policy, the desk views and every admin RPC check admin rights through
--   has_role((select auth.uid()), 'admin'), so one definition guards all of them, and so does any
--   later policy written the same way. The service role and direct SQL (the role is neither anon
--   nor authenticated) are unaffected. The app's "am I an admin?" check reads user_roles itself
--   (src/features/admin/api/check-admin-role.ts), so an admin signed in with one factor is still
--   recognised as one and can be taken to the code prompt or to enrolment.
--
-- Cost: has_role is evaluated once per statement (the policies wrap it in a scalar subquery, an
-- InitPlan), and the check adds one primary-key lookup in auth.sessions and, for aal1 tokens,
-- one in auth.mfa_factors.

-- ---------------------------------------------------------------------------------------------
-- The session check
-- ---------------------------------------------------------------------------------------------
-- The session_id claim as a uuid, or null when absent or malformed (a malformed claim must refuse
-- access, not raise).
create function private.jwt_session_id()
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (auth.jwt() ->> 'session_id')::uuid
  end
$$;
revoke all on function private.jwt_session_id() from public;

-- The live session is public.current_session_is_active()'s answer (the one session check); this
-- adds only what it is about, the assurance level. _user_id is the caller: every caller passes
-- auth.uid() (has_role, can_work_submissions, can_edit_site, set_display_name), and any other user
-- gets false, as any user whose session the token does not name always did.
create function private.admin_session_is_trusted(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(_user_id = auth.uid(), false)
    and public.current_session_is_active()
    and (
      coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or (
        not coalesce((select d.require_two_factor from public.desk_settings d), true)
        and not exists (
          select 1 from auth.mfa_factors f
          where f.user_id = _user_id and f.status = 'verified'
        )
      )
    )
$$;
comment on function private.admin_session_is_trusted(uuid) is
  'True when the user is the caller, their session is live (public.current_session_is_active) '
  'and it is aal2, or needs not be: the user has no verified factor and the desk does not '
  'require two-factor.';
revoke all on function private.admin_session_is_trusted(uuid) from public;

-- The audit log, and reviewers managed from the desk.
--
-- * public.audit_log: who did what, when. Written only by the functions and triggers below
--   (private.write_audit); admins read it; nobody changes or deletes a row, not even the table's
--   owner or the service role (triggers refuse UPDATE, DELETE and TRUNCATE). Entries name records
--   by kind and id and people by account; never the personal data that was exported or deleted.
-- * Role changes are logged by a trigger on user_roles, whoever makes them (the desk, an
--   invitation, `npm run admin:grant`, the SQL editor).
-- * The last admin cannot lose the role (nor the account): a trigger on user_roles refuses it.
-- * Reviewers: admin_reviewers() lists them; admin_invite_reviewer() records an invitation that
--   the manage-reviewers edge function then sends through the Auth admin API, and the account it
--   creates receives the admin role (trigger on auth.users); admin_remove_reviewer() revokes the
--   role and deletes every session of theirs, so their tokens stop working at once (the desk's
--   session check in the desk) and their refresh tokens go with the sessions;
--   admin_reset_reviewer_factors() deletes another reviewer's factors and sessions.
-- * admin_update_desk_settings() changes desk_settings and logs it.

-- ---------------------------------------------------------------------------------------------
-- Audit log
-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- No foreign keys: an entry outlives the accounts and records it names.
  actor_id uuid,
  actor_email text,
  -- 'authenticated' (a reviewer), 'service_role', or the database role of a job or the SQL editor.
  actor_role text not null,
  action text not null,
  target_kind text,
  target_id uuid,
  details jsonb not null default '{}'::jsonb,
  -- The chain (below): each entry's hash covers its content and the previous entry's hash.
  prev_hash text,
  hash text,
  constraint audit_log_action_known check (action in (
  'record_deleted', 'personal_data_exported', 'personal_data_deleted', 'retention_deleted',
  'role_granted', 'role_revoked', 'reviewer_invited', 'reviewer_removed', 'factors_reset',
  'settings_changed', 'routing_changed', 'saved_reply_changed', 'retention_changed',
  'display_name_changed', 'invitation_withdrawn',
  -- From the one outbox's conversation (answers received by e-mail; a person's data deleted).
  'personal_data_deletion_requested', 'inbound_mail_attached', 'inbound_mail_discarded',
  -- A member's sign-in lockout lifted (the stand-in's lock, since removed; old entries stay readable).
  'lockout_lifted',
  -- A CSV export of submissions: which list, which filter, how many rows (never the rows).
  'submissions_exported'
))
);

comment on table public.audit_log is
  'Who did what, when: deletions, exports, role changes, invitations, factor resets, settings. '
  'Append-only; admins read it. Never holds the personal data an action exported or deleted.';

create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);

alter table public.audit_log enable row level security;

revoke all on table public.audit_log from public, anon, authenticated, service_role;

grant select on table public.audit_log to authenticated, service_role;

create policy "admins read the audit log"
  on public.audit_log for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create function private.refuse_audit_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed or deleted' using errcode = '42501';
end;
$$;
revoke all on function private.refuse_audit_log_change() from public;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_log_change();

create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_log_change();

-- The identity value is drawn before a BEFORE trigger runs, so write_audit takes the lock before
-- its insert: ids then follow the order in which entries join the chain.
create function private.write_audit(
  _action text,
  _target_kind text default null,
  _target_id uuid default null,
  _details jsonb default '{}'::jsonb
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _actor uuid := coalesce(
    nullif(pg_catalog.current_setting('app.audit_actor', true), '')::uuid,
    auth.uid()
  );
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.audit_log chain'));
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_kind, target_id,
    details)
  values (
    _actor,
    (select u.email from auth.users u where u.id = _actor),
    coalesce(nullif(auth.role(), ''), pg_catalog.current_setting('role', true), current_user),
    _action, _target_kind, _target_id, coalesce(_details, '{}'::jsonb)
  );
end;
$$;
revoke all on function private.write_audit(text, text, uuid, jsonb) from public;

-- "Blank" is one set everywhere, so the forms and the database agree: Unicode's default-ignorable
-- code points, its whitespace, the C0/C1 controls, and the Hangul and braille fillers. An earlier,
-- shorter list missed U+FE0F, U+3164, U+115F, U+1160, U+FFA0, U+2800, U+E0020 and U+1D173, and
-- required answers made only of them were stored.
--
-- The bracket expression below is generated from supabase/functions/_shared/schemas/blank-characters.ts
-- (postgresBlankPattern()); tests/unit/blank-characters.test.ts proves it matches exactly the list the
-- forms and edge functions use. The intake tables' `*_visible` CHECK constraints call this function by
-- name, so a change of its body applies to every one of them.
create function private.has_visible_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
    '',
    'g'
  ) <> ''
$$;
comment on function private.has_visible_text(text) is
  'True when the text holds a character that is not blank (blank-characters.ts is the one list).';
-- Called by CHECK constraints as the inserting role, like private.is_trimmed().
revoke all on function private.has_visible_text(text) from public;
grant execute on function private.has_visible_text(text) to anon, authenticated, service_role;

-- The launch check's probe of the client address (`npm run launch:check`, scripts/lib/).
--
-- The per-network abuse limits (intake) count the client address the
-- platform's gateway passes to PostgREST in request.headers. If the gateway does not pass it, the
-- limits are silently off; if it passes an address the client wrote, a script chooses its own
-- network; if it passes a proxy's private address, every visitor shares one limit. None of this
-- can be seen from outside, so this function answers, for the caller's own request only:
--
--   seen               whether the request carried an address the limits would count;
--   scope              'public', 'private', 'loopback' or 'unparsable' (null when not seen);
--   matches_candidate  whether that address equals `candidate`, so the check can send a forged
--                      X-Forwarded-For / cf-connecting-ip and prove the forgery was not believed.
--
-- It never returns the address, reads nothing stored and writes nothing: a caller learns only
-- about the address of their own connection, which they know already.
--
-- The address is read exactly as the abuse limits read it: through private.client_address(headers)
-- where that function exists (the rightmost X-Forwarded-For entry), else from cf-connecting-ip. SECURITY DEFINER only so that anon may call that private helper; the function
-- reads nothing but the caller's own request headers.

create function private.client_address_probe(candidate text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  address text;
  parsed inet;
  scope text;
  candidate_address inet;
begin
  if pg_catalog.to_regprocedure('private.client_address(jsonb)') is not null then
    execute 'select private.client_address($1)' into address using headers;
  else
    address := nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '');
  end if;
  address := nullif(pg_catalog.btrim(address), '');

  if address is null then
    return pg_catalog.jsonb_build_object('seen', false, 'scope', null, 'matches_candidate', false);
  end if;

  begin
    parsed := address::inet;
  exception when others then
    parsed := null;
  end;
  begin
    candidate_address := nullif(pg_catalog.btrim(candidate), '')::inet;
  exception when others then
    candidate_address := null;
  end;

  scope := case
    when parsed is null then 'unparsable'
    when parsed <<= '127.0.0.0/8'::inet or parsed = '::1'::inet then 'loopback'
    when parsed <<= '10.0.0.0/8'::inet
      or parsed <<= '172.16.0.0/12'::inet
      or parsed <<= '192.168.0.0/16'::inet
      or parsed <<= '100.64.0.0/10'::inet
      or parsed <<= '169.254.0.0/16'::inet
      or parsed <<= 'fc00::/7'::inet
      or parsed <<= 'fe80::/10'::inet then 'private'
    else 'public'
  end;

  return pg_catalog.jsonb_build_object(
    'seen', true,
    'scope', scope,
    'matches_candidate', coalesce(
      pg_catalog.host(parsed) = pg_catalog.host(candidate_address),
      address = pg_catalog.btrim(candidate),
      false
    )
  );
end;
$$;
comment on function private.client_address_probe(text) is
  'For npm run launch:check: whether this request carries the client address the abuse limits count, its scope, and whether it equals a candidate. Never returns the address.';
revoke all on function private.client_address_probe(text) from public, anon, authenticated;
grant execute on function private.client_address_probe(text) to anon, authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.client_address_probe(candidate text default NULL::text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.client_address_probe($1);
end;
revoke all on function public.client_address_probe(text) from public;
grant execute on function public.client_address_probe(text) to anon, authenticated, service_role;
comment on function public.client_address_probe(text) is
  'For npm run launch:check: whether this request carries the client address the abuse limits count, its scope, and whether it equals a candidate. Never returns the address.';

-- The desk views become security invoker (Supabase's Advisor, lint 0010 security_definer_view,
-- reported them as errors): a row read through them now passes the caller's own privileges and
-- the base tables' row-level security, not the view owner's.
--
-- What they protect stays as it was:
-- - the row check: the view's WHERE and the base tables' SELECT policies both ask
--   public.can_work_submissions() (the one place that says which roles work submissions), once
--   per statement (an InitPlan), so a caller who may not work submissions gets no rows;
-- - the columns: each view lists the columns the desk shows (no idempotency key); the API roles'
--   column privileges on the base tables are unchanged (authenticated may SELECT them, only under
--   the policy; anon may not read them at all), and anon still has no privilege on the views.
--
-- What keeps them fast: the search. PostgREST sends the desk's search as
-- `search_text ILIKE '%word%'`, and ILIKE is not leakproof, so under the caller's row-level
-- security PostgreSQL must run the policy before it, row by row, and cannot use the trigram index:
-- a sequential scan of every row on each search (about 300 ms at 100,000 rows, against about
-- 30 ms with the index). The search text is therefore read from desk_search.<table>: one view per
-- table, holding only the record's id and its search text, in a schema the API does not expose
-- (config.toml's [api] schemas), where the trigram index serves the match; the desk view joins it
-- to the base table by id, so every row it returns has passed the base table's policy, and the
-- view's row check runs first. The join is a left join on the primary key, so a query that does
-- not use search_text (a count, say) does not read desk_search at all (PostgreSQL removes the
-- join). docs/advisor.md explains the trade.

create schema if not exists desk_search;

comment on schema desk_search is
  'The desk''s search text, one view per submission table (id and search text only). Not exposed '
  'through the API; read only through the public desk views, which apply the row check.';

revoke all on schema desk_search from public;

grant usage on schema desk_search to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The chain
-- ---------------------------------------------------------------------------------------------
comment on column public.audit_log.hash is
  'SHA-256 (hex) of this entry''s content and prev_hash: see private.audit_entry_hash().';

-- The content an entry's hash covers, in a form that does not depend on session settings (the
-- time as epoch seconds, jsonb in its canonical text).
create function private.audit_entry_hash(_entry public.audit_log, _prev_hash text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(pg_catalog.jsonb_build_array(
    _prev_hash, _entry.id, extract(epoch from _entry.occurred_at)::text,
    _entry.actor_id, _entry.actor_email, _entry.actor_role, _entry.action, _entry.target_kind,
    _entry.target_id, _entry.details
  )::text, 'sha256'), 'hex')
$$;
revoke all on function private.audit_entry_hash(public.audit_log, text) from public;

-- ---------------------------------------------------------------------------------------------
-- The audit chain's newest entries, anchored outside the database as they are written
-- ---------------------------------------------------------------------------------------------
/**
 * The daily e-mail anchors the chain up to the entry it names (private.audit_fingerprint_mails).
 * Entries written after it were known only to the database: someone with the owner's rights could
 * delete them from the end, or rewrite them and recompute their hashes, and the chain would still
 * read intact with the mailed entry held. Nothing inside the database can tell, since that person
 * can rewrite anything inside it. So each entry's id and fingerprint also leave the database as
 * the entry is chained: a LOG line in PostgreSQL's server log. On hosted Supabase that is the
 * project's Postgres logs (Logs Explorer, kept for the plan's retention:
 * https://supabase.com/docs/guides/telemetry/logs), which the database's roles can neither change
 * nor delete; LOG is written at the default log_min_messages (warning), because LOG ranks above
 * it for the server log. An entry rewritten later no longer matches its line, and an entry
 * deleted from the end still has one (a line whose entry is missing may also be a write that was
 * rolled back, since the line is written before the commit). To check the entries newer than the
 * last mailed fingerprint: search the Postgres logs for "audit_log entry" and compare each line's
 * fingerprint with the entry the desk lists.
 */
create function private.audit_entry_log_line(_id bigint, _hash text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'audit_log entry ' || _id || ' fingerprint ' || _hash
$$;
revoke all on function private.audit_entry_log_line(bigint, text) from public;

-- Entries chain in id order. The lock serialises writers so the newest committed entry is the
-- one before; it is taken again (re-entrantly) here for writers that bypass write_audit.
create function private.chain_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.audit_log chain'));
  new.prev_hash := (select a.hash from public.audit_log a order by a.id desc limit 1);
  new.hash := private.audit_entry_hash(new, new.prev_hash);
  raise log '%', private.audit_entry_log_line(new.id, new.hash);
  return new;
end;
$$;
revoke all on function private.chain_audit_entry() from public;

create trigger audit_log_chain
  before insert on public.audit_log
  for each row execute function private.chain_audit_entry();

-- The chain's state: entries checked, the first entry whose hash or link does not match (null
-- when the chain holds), and the newest entry's hash to note outside the database.
create or replace function private.audit_log_chain()
returns table (entries bigint, first_broken_id bigint, newest_id bigint, newest_hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('role') in ('anon', 'authenticated')
    and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can read the audit log' using errcode = '42501';
  end if;
  return query
  with entries as (
    select a.id, a.hash, a.prev_hash,
      private.audit_entry_hash(a, a.prev_hash) as computed,
      pg_catalog.lag(a.hash) over (order by a.id) as previous
    from public.audit_log a
  )
  select
    (select pg_catalog.count(*) from entries),
    -- The first entry whose hash or link does not match, or the first fingerprint mailed to the
    -- administrators that the log no longer holds (entries deleted or rewritten from the end).
    (select pg_catalog.min(broken.id) from (
      select e.id from entries e
      where e.hash is distinct from e.computed or e.prev_hash is distinct from e.previous
      union all
      select m.entry_id from private.audit_fingerprint_mails m
      where m.mailed_at is not null
        and not exists (
          select 1 from public.audit_log a where a.id = m.entry_id and a.hash = m.hash
        )
    ) broken),
    (select e.id from entries e order by e.id desc limit 1),
    (select e.hash from entries e order by e.id desc limit 1);
end;
$$;
comment on function private.audit_log_chain() is
  'Checks the audit log''s hash chain: entries, the first broken entry (null when intact), and '
  'the newest entry''s id and hash. Administrators and the database''s own roles.';
revoke all on function private.audit_log_chain() from public, anon;
grant execute on function private.audit_log_chain() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.audit_log_chain()
returns table (entries bigint, first_broken_id bigint, newest_id bigint, newest_hash text)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.audit_log_chain();
end;
revoke all on function public.audit_log_chain() from public;
grant execute on function public.audit_log_chain() to authenticated, service_role;
comment on function public.audit_log_chain() is
  'Checks the audit log''s hash chain: entries, the first broken entry (null when intact), and '
  'the newest entry''s id and hash. Administrators and the database''s own roles.';

-- ---------------------------------------------------------------------------------------------
-- The audit log's newest fingerprint kept outside the database, so a rewrite is noticed
-- ---------------------------------------------------------------------------------------------
/**
 * The hash chain notices an entry changed or deleted in the middle, but not entries deleted or
 * rewritten from the end: the shortened chain still links, and read "intact". So once a day the
 * delivery worker (deliver-notifications, which pg_cron calls every minute) e-mails every
 * administrator the newest entry's id and hash, and the database notes what it mailed. From then
 * on audit_log_chain() counts a mailed fingerprint the log no longer holds (no entry with that id
 * and hash) as a break at that entry, and audit_log_anchor() tells the desk which fingerprint went
 * out when, and whether the log still holds it. The e-mails stay in the administrators'
 * mailboxes, out of reach of anyone who can rewrite the database: the desk shows the last mailed
 * fingerprint, so an administrator can compare it with the e-mail.
 *
 *   private.audit_fingerprint_mails     one row per daily fingerprint: entry id, hash, claimed
 *                                       (leased), mailed
 *   public.claim_audit_fingerprint_mail()       service role: the day's fingerprint and the
 *                                               administrators' addresses, or null when today's
 *                                               is mailed (or being mailed)
 *   public.record_audit_fingerprint_mailed(id)  service role: it went out
 *   public.audit_log_anchor()            administrators: the last mailed fingerprint and whether
 *                                        the log still holds it
 */
create table private.audit_fingerprint_mails (
  id bigint generated always as identity primary key,
  entry_id bigint not null,
  hash text not null,
  entries bigint not null,
  claimed_at timestamptz not null default pg_catalog.now(),
  lease_expires_at timestamptz not null default pg_catalog.now() + interval '5 minutes',
  mailed_at timestamptz,
  recipients integer
);

comment on table private.audit_fingerprint_mails is
  'The audit log''s newest entry (id and hash) as e-mailed to the administrators each day, so '
  'entries deleted or rewritten from the end are noticed. Definer-rights functions only.';

create index audit_fingerprint_mails_mailed_idx
  on private.audit_fingerprint_mails (mailed_at) where mailed_at is not null;

alter table private.audit_fingerprint_mails enable row level security;
revoke all on table private.audit_fingerprint_mails from public, anon, authenticated, service_role;
create policy "no API role reads the mailed audit fingerprints"
  on private.audit_fingerprint_mails for select to anon, authenticated
  using (false);

create function public.claim_audit_fingerprint_mail()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  newest public.audit_log;
  claimed private.audit_fingerprint_mails;
  recipients text[];
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('audit fingerprint mail'));
  if exists (
    select 1 from private.audit_fingerprint_mails m
    where (m.mailed_at is not null and m.mailed_at > pg_catalog.now() - interval '1 day')
      or (m.mailed_at is null and m.lease_expires_at > pg_catalog.now())
  ) then
    return null;
  end if;
  select * into newest from public.audit_log a order by a.id desc limit 1;
  select pg_catalog.array_agg(distinct u.email::text order by u.email::text) into recipients
  from auth.users u
  join public.user_roles r on r.user_id = u.id and r.role = 'admin'
  where u.email is not null;
  if newest.id is null or recipients is null then
    return null;
  end if;
  -- A claim whose sender died is taken over: one row per day, never a pile.
  delete from private.audit_fingerprint_mails m where m.mailed_at is null;
  insert into private.audit_fingerprint_mails (entry_id, hash, entries)
  values (newest.id, newest.hash, (select pg_catalog.count(*) from public.audit_log))
  returning * into claimed;
  return pg_catalog.jsonb_build_object(
    'id', claimed.id, 'entry_id', claimed.entry_id, 'hash', claimed.hash,
    'entries', claimed.entries, 'recipients', pg_catalog.to_jsonb(recipients)
  );
end;
$$;
comment on function public.claim_audit_fingerprint_mail() is
  'The delivery worker''s daily claim: the audit log''s newest id and hash and the administrators'' '
  'addresses to mail them to, or null when today''s fingerprint went out (or is going out).';
revoke all on function public.claim_audit_fingerprint_mail() from public, anon, authenticated;
grant execute on function public.claim_audit_fingerprint_mail() to service_role;

create function public.record_audit_fingerprint_mailed(p_id bigint, p_recipients integer)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update private.audit_fingerprint_mails
  set mailed_at = pg_catalog.now(), recipients = p_recipients
  where id = p_id and mailed_at is null
  returning true
$$;
revoke all on function public.record_audit_fingerprint_mailed(bigint, integer)
  from public, anon, authenticated;
grant execute on function public.record_audit_fingerprint_mailed(bigint, integer) to service_role;

create function private.audit_log_anchor()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  anchor private.audit_fingerprint_mails;
begin
  if pg_catalog.current_setting('role') in ('anon', 'authenticated')
    and not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only an administrator can read the audit log' using errcode = '42501';
  end if;
  select * into anchor from private.audit_fingerprint_mails m
  where m.mailed_at is not null order by m.mailed_at desc, m.id desc limit 1;
  if anchor.id is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'mailed_at', anchor.mailed_at,
    'entry_id', anchor.entry_id,
    'hash', anchor.hash,
    'entries', anchor.entries,
    'held', exists (
      select 1 from public.audit_log a where a.id = anchor.entry_id and a.hash = anchor.hash
    )
  );
end;
$$;
comment on function private.audit_log_anchor() is
  'The audit fingerprint last e-mailed to the administrators (when, entry id, hash) and whether '
  'the log still holds it. Administrators and the database''s own roles.';
revoke all on function private.audit_log_anchor() from public, anon;
grant execute on function private.audit_log_anchor() to authenticated, service_role;

-- The API's entry point: runs as the caller and calls the function above.
create function public.audit_log_anchor()
returns jsonb
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.audit_log_anchor();
end;
revoke all on function public.audit_log_anchor() from public;
grant execute on function public.audit_log_anchor() to authenticated, service_role;
comment on function public.audit_log_anchor() is
  'The audit fingerprint last e-mailed to the administrators (when, entry id, hash) and whether '
  'the log still holds it. Administrators and the database''s own roles.';

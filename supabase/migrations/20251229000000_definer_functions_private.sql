-- No SECURITY DEFINER function in the API's schema is executable by `anon` or `authenticated`
-- (the hosted Advisor's lints 0028 anon_security_definer_function_executable and 0029
-- authenticated_security_definer_function_executable, WARN; docs/advisor.md), while the public
-- API stays exactly as it was: same RPC names, argument names, defaults, return shapes and
-- volatility for PostgREST, pg_graphql and src/lib/database.types.ts.
--
-- For every function in `public` that is SECURITY DEFINER and executable by anon or
-- authenticated at the time this runs (whoever's migration created it):
-- * the function itself moves to `private` (ALTER FUNCTION … SET SCHEMA): same OID, body, owner,
--   `search_path`, comment and privileges. Policies, views, CHECKs and triggers store functions by
--   OID, so they keep calling it directly (an RLS helper like has_role costs what it cost).
--   `private` is not in config.toml's `[api] schemas`, so PostgREST cannot reach it.
-- * `public` gets a SECURITY INVOKER wrapper with the same signature, built from the catalog
--   (pg_get_function_arguments / pg_get_function_result: named arguments, defaults,
--   `returns table`, setof, void), the same volatility, strictness, parallel safety, cost, rows
--   and comment, `search_path = ''`, and exactly the EXECUTE grants the function had.
--   Its body is SQL-standard (`begin atomic`): parsed once, here, and stored by OID. So a caller
--   needs EXECUTE on the private function (it keeps its grants: exactly the roles that could call
--   the public one) but no USAGE on `private`: nobody can name `private.…` in a query, and the
--   wrapper cannot be left pointing at a dropped function (the dependency is recorded).
--   A wrapper whose result is a table's row type calls `select private.f(…)` (the whole row),
--   not `select *`, so a column added to that table later still comes back.
-- * Splinter does not skip trigger functions or procedures (they are not callable through
--   `/rest/v1/rpc`, but the lint flags them): a definer one gets EXECUTE revoked from PUBLIC, anon
--   and authenticated instead (a trigger fires whatever the privilege).
--
-- Functions created after this migration are not covered: the Advisor step of `npm test`, the
-- pgTAP file supabase/tests/database/190_definer_functions_private.sql and `npm run launch:check`
-- run splinter's 0028/0029 query and fail on any row.

do $wrap$
declare
  fn record;
  saved_path text := pg_catalog.current_setting('search_path');
  wrapper regprocedure;
  call_args text;
  body text;
  acl record;
begin
  -- Catalog text deparsed with an empty search_path names every type and function with its
  -- schema (public.app_role, public.inbound_messages), as the wrappers' own search_path needs.
  perform pg_catalog.set_config('search_path', '', true);

  for fn in
    select p.oid, p.oid::pg_catalog.regprocedure as signature, p.proname, p.prokind, p.pronargs,
           p.provariadic, p.proretset, p.provolatile, p.proisstrict, p.proparallel, p.procost,
           p.prorows, p.prorettype, p.proacl, p.proowner, p.proargtypes,
           pg_catalog.pg_get_function_arguments(p.oid) as arguments,
           pg_catalog.pg_get_function_result(p.oid) as result,
           pg_catalog.obj_description(p.oid, 'pg_proc') as description
    from pg_catalog.pg_proc p
    join pg_catalog.pg_type t on t.oid = p.prorettype
    where p.pronamespace = 'public'::pg_catalog.regnamespace
      and p.prosecdef
      and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
           or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
      and not exists (
        select 1 from pg_catalog.pg_depend d
        where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass and d.objid = p.oid
          and d.deptype = 'e')
    order by p.proname, p.oid
  loop
    if fn.prokind <> 'f'
       or fn.prorettype in ('pg_catalog.trigger'::pg_catalog.regtype,
                            'pg_catalog.event_trigger'::pg_catalog.regtype) then
      execute pg_catalog.format('revoke execute on function %s from public, anon, authenticated',
                                fn.signature);
      continue;
    end if;

    if fn.prorettype = 'pg_catalog.record'::pg_catalog.regtype and fn.result = 'SETOF record' then
      raise exception 'public.% returns setof record without a column list: it has no wrapper '
        'a caller could use; give it `returns table (…)` and run this migration again.',
        fn.proname;
    end if;
    if exists (
      select 1 from pg_catalog.pg_proc q
      where q.pronamespace = 'private'::pg_catalog.regnamespace and q.proname = fn.proname
        and q.proargtypes = fn.proargtypes
    ) then
      raise exception 'private.%(%) already exists, so public.%(%) cannot move there; rename '
        'one of them first.', fn.proname, fn.arguments, fn.proname, fn.arguments;
    end if;

    select pg_catalog.string_agg(
             case when fn.provariadic <> 0 and i = fn.pronargs then 'variadic ' else '' end
               || '$' || i, ', ' order by i)
      into call_args
      from pg_catalog.generate_series(1, fn.pronargs::integer) as i;
    body := pg_catalog.format(
      case
        -- `returns table (…)` or OUT parameters: the columns the signature lists.
        when fn.prorettype = 'pg_catalog.record'::pg_catalog.regtype
          then 'select * from private.%I(%s)'
        -- A scalar, void, or a table's row type taken whole (NULL stays NULL).
        else 'select private.%I(%s)'
      end, fn.proname, coalesce(call_args, ''));

    execute pg_catalog.format('alter function %s set schema private', fn.signature);

    execute pg_catalog.format(
      'create function public.%I(%s) returns %s language sql %s %s parallel %s security invoker '
        'cost %s %s set search_path = '''' begin atomic %s; end',
      fn.proname, fn.arguments, fn.result,
      case fn.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
      case when fn.proisstrict then 'strict' else 'called on null input' end,
      case fn.proparallel when 's' then 'safe' when 'r' then 'restricted' else 'unsafe' end,
      fn.procost,
      case when fn.proretset then 'rows ' || fn.prorows else '' end,
      body);

    select w.oid into wrapper
      from pg_catalog.pg_proc w
     where w.pronamespace = 'public'::pg_catalog.regnamespace and w.proname = fn.proname
       and w.proargtypes = fn.proargtypes;

    -- Exactly the grants the function had: first take away whatever PUBLIC or default
    -- privileges gave the new function, then grant EXECUTE to each role the function granted it.
    for acl in
      select a.grantee
      from pg_catalog.pg_proc w,
           pg_catalog.aclexplode(coalesce(w.proacl, pg_catalog.acldefault('f', w.proowner))) a
      where w.oid = wrapper and a.grantee <> w.proowner
    loop
      execute pg_catalog.format('revoke all on function %s from %s', wrapper,
        case when acl.grantee = 0 then 'public' else pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(acl.grantee)) end);
    end loop;
    for acl in
      select a.grantee
      from pg_catalog.aclexplode(coalesce(fn.proacl, pg_catalog.acldefault('f', fn.proowner)))
             with ordinality as a(grantor, grantee, privilege_type, is_grantable, position)
      where a.privilege_type = 'EXECUTE' and a.grantee <> fn.proowner
      order by a.position
    loop
      execute pg_catalog.format('grant execute on function %s to %s', wrapper,
        case when acl.grantee = 0 then 'public' else pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(acl.grantee)) end);
    end loop;

    if fn.description is not null then
      execute pg_catalog.format('comment on function %s is %L', wrapper, fn.description);
    end if;
  end loop;

  perform pg_catalog.set_config('search_path', saved_path, true);
end
$wrap$;

-- The lints' own condition (splinter 0028/0029 for `public`; they skip `graphql_public`): nothing
-- the project owns may remain, or this migration fails here rather than the dashboard showing it
-- after launch. (An extension's functions are the extension's; none is a definer in `public`.)
do $check$
declare
  remaining text;
begin
  select pg_catalog.string_agg(p.oid::pg_catalog.regprocedure::text, ', ')
    into remaining
    from pg_catalog.pg_proc p
   where p.pronamespace = 'public'::pg_catalog.regnamespace
     and p.prosecdef
     and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
          or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
     and not exists (
       select 1 from pg_catalog.pg_depend d
       where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass and d.objid = p.oid
         and d.deptype = 'e');
  if remaining is not null then
    raise exception 'SECURITY DEFINER functions in public still executable by anon or '
      'authenticated: %', remaining;
  end if;
end
$check$;

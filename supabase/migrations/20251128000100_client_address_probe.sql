-- The launch check's probe of the client address (`npm run launch:check`, scripts/lib/).
--
-- The per-network abuse limits (20251122000200_abuse_limits.sql) count the client address the
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
-- where that function exists (the limits read the rightmost X-Forwarded-For entry since
-- 20251124000200_client_address_forwarded_for.sql), else as 20251122000200 did, from
-- cf-connecting-ip. SECURITY DEFINER only so that anon may call that private helper; the function
-- reads nothing but the caller's own request headers.

create function public.client_address_probe(candidate text default null)
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

comment on function public.client_address_probe(text) is
  'For npm run launch:check: whether this request carries the client address the abuse limits count, its scope, and whether it equals a candidate. Never returns the address.';

revoke all on function public.client_address_probe(text) from public, anon, authenticated;
grant execute on function public.client_address_probe(text) to anon, authenticated, service_role;

-- The launch check's probe (migration 20251101000000_platform.sql): it tells the caller whether their own
-- request carried the client address the abuse limits count, never the address itself. The
-- requests here carry only cf-connecting-ip, which every version of the limits reads when no
-- X-Forwarded-For arrives.
begin;
set local search_path = public, extensions;
select plan(8);

select tests.authenticate_as_anon();

select set_config('request.headers', '{"user-agent": "pgtap"}', true);
select is(
  public.client_address_probe('203.0.113.7'),
  '{"seen": false, "scope": null, "matches_candidate": false}'::jsonb,
  'a request that carries no client address is reported as not seen'
);

select tests.request_from('198.51.100.20');
select is(
  public.client_address_probe() ->> 'scope',
  'public',
  'anon can call the probe, and a public address is reported as public'
);
select is(
  (public.client_address_probe('198.51.100.20') ->> 'matches_candidate')::boolean,
  true,
  'the probe says whether the counted address equals the candidate'
);
select is(
  (public.client_address_probe('203.0.113.7') ->> 'matches_candidate')::boolean,
  false,
  'and says no for any other address'
);
select ok(
  public.client_address_probe('198.51.100.20')::text not like '%198.51.100%',
  'the probe never returns the address itself'
);

select tests.request_from('10.1.2.3');
select is(public.client_address_probe() ->> 'scope', 'private', 'a proxy''s private address is reported as private');
select tests.request_from('::1');
select is(public.client_address_probe() ->> 'scope', 'loopback', 'the loopback address is reported as loopback');
select tests.request_from('not-an-address');
select is(public.client_address_probe() ->> 'scope', 'unparsable', 'a header that is not an address is reported as unparsable');

select * from finish();
rollback;

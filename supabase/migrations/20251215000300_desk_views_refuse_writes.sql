/**
 * The desk's three list views refuse writes with 4xx (issue 32, item 8).
 *
 * The views join several tables, so PostgreSQL found them "not automatically updatable" (SQLSTATE
 * 55000) before it checked privileges, and PostgREST answers class 55 with 500 (PostgREST
 * docs/errors.rst, "HTTP Status Codes": 55* -> 500). An INSTEAD OF trigger makes a view
 * writable in the rewriter's eyes, so the executor's privilege check runs first: the API roles
 * hold SELECT only, so a write is "permission denied" (42501), which PostgREST answers 401 to an
 * anonymous request and 403 to a signed-in one (same table: 42501 -> 401/403). Should a write
 * grant ever be added by mistake, the trigger itself refuses with the same SQLSTATE.
 */
create function private.refuse_desk_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The desk''s lists are read-only: change a record through the desk''s actions'
    using errcode = '42501';
end;
$$;

comment on function private.refuse_desk_view_write() is
  'INSTEAD OF trigger of the *_desk views: they are read-only, every write is refused (42501).';

revoke all on function private.refuse_desk_view_write() from public, anon, authenticated;

create trigger coach_applications_desk_read_only
  instead of insert or update or delete on public.coach_applications_desk
  for each row execute function private.refuse_desk_view_write();

create trigger contact_submissions_desk_read_only
  instead of insert or update or delete on public.contact_submissions_desk
  for each row execute function private.refuse_desk_view_write();

create trigger alliance_registrations_desk_read_only
  instead of insert or update or delete on public.alliance_registrations_desk
  for each row execute function private.refuse_desk_view_write();

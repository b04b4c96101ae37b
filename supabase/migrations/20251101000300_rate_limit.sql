-- At most five submissions per e-mail address per hour on each intake form: the sixth within the
-- hour is refused before it is stored. Counting happens in a SECURITY DEFINER function because
-- the submitter (anon) cannot see the rows it has to count.

create index coach_applications_email_created_at_idx
  on public.coach_applications (lower(email), created_at);
create index contact_submissions_email_created_at_idx
  on public.contact_submissions (lower(email), created_at);
create index alliance_registrations_email_created_at_idx
  on public.alliance_registrations (lower(email), created_at);

create function private.enforce_submission_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  -- Serialise submissions for the same address and form so concurrent requests cannot all
  -- slip under the limit.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || pg_catalog.lower(new.email), 0)
  );

  execute pg_catalog.format(
    'select count(*) from %I.%I where lower(email) = $1 and created_at > pg_catalog.now() - interval ''1 hour''',
    tg_table_schema,
    tg_table_name
  )
  into recent
  using pg_catalog.lower(new.email);

  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;

  return new;
end;
$$;

revoke all on function private.enforce_submission_rate_limit() from public;

create trigger coach_applications_rate_limit
  before insert on public.coach_applications
  for each row
  execute function private.enforce_submission_rate_limit();

create trigger contact_submissions_rate_limit
  before insert on public.contact_submissions
  for each row
  execute function private.enforce_submission_rate_limit();

create trigger alliance_registrations_rate_limit
  before insert on public.alliance_registrations
  for each row
  execute function private.enforce_submission_rate_limit();

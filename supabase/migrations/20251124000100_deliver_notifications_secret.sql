-- The deliver-notifications schedule authenticates with the worker's own secret.
--
-- Until now the cron job sent the service-role key, read from Vault's `service_role_key`. New
-- projects hand out `sb_secret_…` keys, which are not JWTs: stored in Vault, the worker refused
-- every run, silently. The job now sends DELIVER_NOTIFICATIONS_SECRET, a random value the operator
-- sets twice, as the function secret `DELIVER_NOTIFICATIONS_SECRET` and as the Vault secret
-- `deliver_notifications_secret` (README "Notifications"); no Supabase key is kept in Vault, and
-- the project's keys can be rotated without touching the schedule. `project_url` stays.
--
-- cron.schedule with an existing job name replaces that job's command, so the job keeps its name
-- `deliver-notifications` (launch:check looks for it by that name).
do $schedule$
begin
  if pg_catalog.to_regnamespace('cron') is null or pg_catalog.to_regnamespace('net') is null then
    raise warning 'pg_cron or pg_net is missing: deliver-notifications is not scheduled';
    return;
  end if;

  perform cron.schedule(
    'deliver-notifications',
    '* * * * *',
    $command$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/deliver-notifications',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets
          where name = 'deliver_notifications_secret'
        )
      ),
      body := jsonb_build_object('scheduled_at', now()),
      timeout_milliseconds := 30000
    ) as request_id;
    $command$
  );
end;
$schedule$;

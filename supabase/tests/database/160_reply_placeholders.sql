-- A reply still holding a saved reply's placeholder is refused by the database (migration
-- reply_placeholders), whichever way it is queued: send_desk_reply, or a direct insert by the
-- service role. The message names the placeholders; a filled-in reply is queued.
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_team_member('placeholder-admin', 'admin', 'placeholder-admin@pgtap.test');
create temporary table contact_ids (id uuid) on commit drop;
grant select on contact_ids to anon, authenticated, service_role;
insert into contact_ids
  select tests.create_submission('contact_submissions', 'placeholder@pgtap.test', '{}');

select is(
  private.unfilled_placeholders(e'Hi {{first_name}},\n[Your answer here] [1] [date] [Your answer here]'),
  array['{{first_name}}', '[Your answer here]', '[date]'],
  'unfilled_placeholders finds each [bracketed] and {{braced}} placeholder once, in order'
);
select is(
  private.unfilled_placeholders(e'See note [1].\nA [bracket\nacross lines] is text.'),
  '{}'::text[],
  'brackets without a letter, or across lines, are not placeholders'
);

select tests.authenticate_as('placeholder-admin');
select throws_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      gen_random_uuid(), e'Hello,\n[Your answer here]\nThe team')$$,
  '22023', 'Fill in "[Your answer here]" before sending.',
  'send_desk_reply refuses a reply with a placeholder, naming it'
);
select throws_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      gen_random_uuid(), 'Hi {{first_name}}, see you on [date] at [time].')$$,
  '22023', 'Fill in "{{first_name}}", "[date]" and "[time]" before sending.',
  'every placeholder is named'
);
select lives_ok(
  $$select public.send_desk_reply('contact_submission', (select id from contact_ids),
      'c0000000-0000-4000-8000-000000000001', e'Hello,\nMarch 3 suits us.\nThe team')$$,
  'the same reply filled in is queued'
);
select tests.clear_authentication();
select is(
  (select count(*)::int from public.desk_replies
   where record_id = (select id from contact_ids)),
  1,
  'only the filled-in reply was queued'
);

-- The service role (the functions' path) cannot queue one either.
select tests.authenticate_as_service_role();
select throws_ok(
  $$insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
    values ('contact_submission', (select id from contact_ids), gen_random_uuid(),
      'placeholder@pgtap.test', 'Dear {{ name }}')$$,
  '22023', 'Fill in "{{ name }}" before sending.',
  'a direct insert by the service role is refused too'
);
select lives_ok(
  $$insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
    values ('contact_submission', (select id from contact_ids), gen_random_uuid(),
      'placeholder@pgtap.test', 'Dear Grace')$$,
  'a direct insert without placeholders is accepted'
);
select tests.clear_authentication();

select ok(
  exists (
    select 1 from pg_trigger
    where tgrelid = 'public.desk_replies'::regclass
      and tgname = 'desk_replies_refuse_unfilled_placeholders' and not tgisinternal
  ),
  'the refusal is a trigger on desk_replies (re-attachable to a later outbox table)'
);

select * from finish();
rollback;

-- An invitation is accepted as Supabase Auth's /invite writes the account and the invitee follows
-- its link: the user row is inserted without invited_at, then updated with the token and
-- invited_at (sendInvite), then confirmed by the link (verify sets email_confirmed_at). Only the
-- confirmation grants the role (migration 20251101010000_accounts_and_roles.sql; being marked invited is not enough).
begin;
set local search_path = public, extensions;
select plan(7);

select tests.create_team_member('ri-admin', 'admin', 'ri-admin@pgtap.test');
select tests.authenticate_as('ri-admin');
select public.admin_invite_reviewer('Invited.Later@pgtap.test');
select tests.clear_authentication();

-- Auth's signupNewUser: the row, not yet invited.
insert into auth.users (id, email)
values ('a0000000-0000-4000-8000-0000000001b1', 'invited.later@pgtap.test');
select ok(
  not public.has_role('a0000000-0000-4000-8000-0000000001b1', 'admin'),
  'the account is no reviewer before Auth marks it invited'
);
update auth.users set raw_user_meta_data = '{"x": 1}'::jsonb
where id = 'a0000000-0000-4000-8000-0000000001b1';
select ok(
  not public.has_role('a0000000-0000-4000-8000-0000000001b1', 'admin'),
  'an update that does not confirm it grants nothing'
);

-- Auth's sendInvite: the token and invited_at, in one UPDATE.
update auth.users
set confirmation_token = 'hash', confirmation_sent_at = now(), invited_at = now()
where id = 'a0000000-0000-4000-8000-0000000001b1';
select ok(
  not public.has_role('a0000000-0000-4000-8000-0000000001b1', 'reviewer'),
  'being marked invited, unconfirmed, grants nothing'
);

-- The invitee follows the link: Auth's verify confirms the address.
update auth.users set confirmation_token = '', email_confirmed_at = now()
where id = 'a0000000-0000-4000-8000-0000000001b1';
select ok(
  public.has_role('a0000000-0000-4000-8000-0000000001b1', 'reviewer'),
  'confirming the invited address gives it the invitation''s role (reviewer, the default)'
);
select is(
  (select accepted_user_id from public.reviewer_invitations
   where email = 'invited.later@pgtap.test'),
  'a0000000-0000-4000-8000-0000000001b1'::uuid,
  'the invitation records the account that accepted it'
);
select ok(
  exists (select 1 from public.audit_log where action = 'role_granted'
    and target_id = 'a0000000-0000-4000-8000-0000000001b1'
    and actor_id = tests.get_supabase_uid('ri-admin')),
  'the role is logged as granted by the inviting admin'
);

-- An address nobody invited, marked invited and confirmed by some other path: no role.
insert into auth.users (id, email)
values ('a0000000-0000-4000-8000-0000000001b2', 'not.invited@pgtap.test');
update auth.users set invited_at = now(), email_confirmed_at = now()
where id = 'a0000000-0000-4000-8000-0000000001b2';
select ok(
  not public.has_role('a0000000-0000-4000-8000-0000000001b2', 'admin'),
  'an account without an open invitation gets nothing'
);

select * from finish();
rollback;

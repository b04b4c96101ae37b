-- Invitations grant nothing to an unconfirmed account (migration
-- 20251101010000_accounts_and_roles.sql). A stranger who signs up first with a future reviewer's address, and never
-- confirms it, must not receive the role when the invitation is sent, nor when Auth re-sends the
-- invitation to that account; the invitee who follows the link (confirming the address) receives
-- the role the invitation names, and the stranger's password, sessions and factors are gone.
begin;
set local search_path = public, extensions;
select plan(16);

select tests.create_team_member('nc-admin', 'admin', 'nc-admin@pgtap.test');

-- The stranger signs up first (open sign-up: a row with a password, unconfirmed), a day early.
insert into auth.users (id, email, encrypted_password, created_at)
values ('a0000000-0000-4000-8000-0000000001c1', 'future.reviewer@pgtap.test',
  'stranger-hash', now() - interval '1 day');
insert into auth.sessions (id, user_id)
values ('a0000000-0000-4000-8000-0000000001c9', 'a0000000-0000-4000-8000-0000000001c1');

select tests.authenticate_as('nc-admin');
create temporary table invited on commit drop as
  select * from public.admin_invite_reviewer('Future.Reviewer@pgtap.test', 'admin');
select tests.clear_authentication();

select is(
  (select existing_user_id is not null from invited), false,
  'inviting an address whose account is unconfirmed grants nothing at once'
);
select is(
  (select existing_user_id from invited), null,
  'the answer names no account for an unconfirmed address (the caller sends the invitation e-mail)'
);
select ok(
  not exists (select 1 from public.user_roles
    where user_id = 'a0000000-0000-4000-8000-0000000001c1'),
  'the stranger''s unconfirmed account has no role after the invitation'
);
select ok(
  (select accepted_at is null from public.reviewer_invitations
   where email = 'future.reviewer@pgtap.test'),
  'the invitation stays pending'
);
select is(
  (select role::text from public.reviewer_invitations where email = 'future.reviewer@pgtap.test'),
  'admin', 'an invitation names its role, admin unless another is given'
);

-- Auth's /invite re-sends to the unconfirmed account: token and invited_at, still unconfirmed.
update auth.users
set confirmation_token = 'hash', confirmation_sent_at = now(), invited_at = now()
where id = 'a0000000-0000-4000-8000-0000000001c1';
select ok(
  not exists (select 1 from public.user_roles
    where user_id = 'a0000000-0000-4000-8000-0000000001c1'),
  'being marked invited grants the unconfirmed account nothing'
);
update auth.users set raw_user_meta_data = '{"x": 1}', updated_at = now()
where id = 'a0000000-0000-4000-8000-0000000001c1';
select ok(
  not exists (select 1 from public.user_roles
    where user_id = 'a0000000-0000-4000-8000-0000000001c1'),
  'nor does any other change to the unconfirmed account'
);

-- The real invitee follows the link in their mailbox: Auth confirms the address.
update auth.users set confirmation_token = '', email_confirmed_at = now()
where id = 'a0000000-0000-4000-8000-0000000001c1';
select ok(
  public.has_role('a0000000-0000-4000-8000-0000000001c1', 'admin'),
  'once the invited address is confirmed, the account receives the invitation''s role'
);
select is(
  (select encrypted_password from auth.users where id = 'a0000000-0000-4000-8000-0000000001c1'),
  '', 'the password the first registrant chose no longer signs in'
);
select ok(
  not exists (select 1 from auth.sessions where user_id = 'a0000000-0000-4000-8000-0000000001c1'),
  'sessions begun before the confirmation are ended'
);
select ok(
  (select accepted_at is not null from public.reviewer_invitations
   where email = 'future.reviewer@pgtap.test'),
  'the invitation is accepted'
);

-- An invitation names another role: that role is granted on confirmation, not admin.
select tests.create_supabase_user('nc-editor', 'nc-editor@pgtap.test');
select tests.authenticate_as('nc-admin');
select public.admin_invite_reviewer('nc-editor@pgtap.test', 'editor');
select tests.clear_authentication();
update auth.users set email_confirmed_at = now() where email = 'nc-editor@pgtap.test';
select ok(
  public.has_role(tests.get_supabase_uid('nc-editor'), 'editor')
    and not public.has_role(tests.get_supabase_uid('nc-editor'), 'admin'),
  'the role granted is the one the invitation names'
);

-- A confirmed account is granted at once, and its password is left alone.
select tests.create_supabase_user('nc-confirmed', 'nc-confirmed@pgtap.test');
update auth.users set email_confirmed_at = now(), encrypted_password = 'own-hash'
where email = 'nc-confirmed@pgtap.test';
select tests.authenticate_as('nc-admin');
select is(
  (select existing_user_id is not null
   from public.admin_invite_reviewer('nc-confirmed@pgtap.test', 'admin')), true,
  'an address whose account is confirmed is granted at once'
);
select tests.clear_authentication();
select ok(
  public.has_role(tests.get_supabase_uid('nc-confirmed'), 'admin'),
  'and the confirmed account holds the role'
);
select is(
  (select encrypted_password from auth.users where email = 'nc-confirmed@pgtap.test'),
  'own-hash', 'a confirmed account keeps its password'
);

-- Only an admin may invite.
select tests.create_supabase_user('nc-member', 'nc-member@pgtap.test');
select tests.authenticate_as('nc-member');
select throws_ok(
  $$select public.admin_invite_reviewer('someone@pgtap.test')$$,
  '42501', 'Only an administrator can invite people to the team',
  'a signed-in user who is not an admin cannot invite'
);
select tests.clear_authentication();

select * from finish();
rollback;

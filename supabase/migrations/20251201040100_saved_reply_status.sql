-- Status e-mails (issue 26, item 2): a saved reply can belong to a status.
--
-- When a reviewer moves a record to a status, the desk offers the saved reply of that status
-- (the interview invitation for Interview, the decision replies for Approved and Rejected) with
-- the choice "Change status only" or "Change status and send this reply"; choosing a saved reply
-- in the composer sets "After sending, set the status to" to its status. The status then changes
-- with the reply in send_desk_reply's one transaction, so a status never claims an e-mail that was
-- not queued.
--
-- The e-mail is an ordinary desk reply: the outbox kind 'reply' (notification_deliveries), with
-- the record's Reply-To token and the worker's retries, exactly once through an outage or a
-- restart. No 'status_update' kind is added: a status e-mail is written and sent by a signed-in
-- reviewer, one at a time, so the per-mailbox limits meant for e-mail anyone can cause (the
-- acknowledgements) do not apply to it. Should a later change send status e-mails without a
-- reviewer pressing Send, it adds the kind 'status_update' and counts it with the acknowledgements.

alter table public.saved_replies add column status text;

comment on column public.saved_replies.status is
  'The status this saved reply goes with (offered when a record moves to it; sending it sets it). Null: no status.';

-- A status of the reply's own form: the same lists as the records' status CHECKs.
alter table public.saved_replies add constraint saved_replies_status_of_form check (
  status is null
  or (record_kind = 'coach_application' and status in ('pending', 'interview', 'approved', 'rejected'))
  or (record_kind in ('contact_submission', 'alliance_registration')
      and status in ('new', 'pending', 'responded', 'closed'))
);

-- One saved reply per status and form, so the offer is never a guess between two.
create unique index saved_replies_one_per_status on public.saved_replies (record_kind, status)
  where status is not null;

grant insert (status), update (status) on table public.saved_replies to authenticated;

-- The replies this project ships, where they still have their shipped titles.
update public.saved_replies set status = 'interview'
where record_kind = 'coach_application' and title = 'Invitation to a 30-minute video interview';
update public.saved_replies set status = 'approved'
where record_kind = 'coach_application' and title = 'Decision: approved';
update public.saved_replies set status = 'rejected'
where record_kind = 'coach_application' and title = 'Decision: not this time';
update public.saved_replies set status = 'responded'
where record_kind = 'contact_submission' and title = 'Answered: thank you for your message';
update public.saved_replies set status = 'responded'
where record_kind = 'alliance_registration' and title = 'Welcome to the alliance';

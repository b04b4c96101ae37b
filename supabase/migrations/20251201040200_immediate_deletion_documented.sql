-- Deletion with a confirmation that is sent (issue 26, item 5): what the immediate function is for.
--
-- The desk deletes a person's data only through the two-step path of
-- 20251130050200_deletion_confirmations.sql (send-deletion-confirmation, then the deletion once the
-- mail service accepted the confirmation and every reply still queued to the address was tried).
-- admin_delete_personal_data stays, unchanged, for an administrator working the database directly
-- when there is nobody to tell (an address that bounces for good, a request made on paper about an
-- address the person no longer reads): it deletes at once and sends nothing, queued replies
-- included. Nothing in the desk calls it; retention jobs have their own function
-- (private.apply_retention) and never call it either.
comment on function public.admin_delete_personal_data(text) is
  'Deletes everything about an address at once, sending nothing (queued replies to it go unsent). Not used by the desk, which deletes only after the confirmation e-mail was accepted (admin_request_personal_data_deletion / send-deletion-confirmation). For an address nobody reads any more. Admins only; audited.';

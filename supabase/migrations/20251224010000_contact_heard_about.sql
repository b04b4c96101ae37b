/**
 * "How did you hear about us?" on the contact form (issue 35, item 1's proof): an optional answer,
 * stored as null when left empty. The field itself is described once, in
 * supabase/functions/_shared/schemas/contact.ts; here are its column, its CHECKs (as the form's
 * rules: trimmed, 1 to 200 characters, something visible) and its place in the one list, from
 * which the insert grant, the intake RPC and the desk view follow.
 */
alter table public.contact_submissions
  add column heard_about text,
  add constraint contact_submissions_heard_about_trimmed check (private.is_trimmed(heard_about)),
  add constraint contact_submissions_heard_about_length check (
    private.utf16_length(heard_about) between 1 and 200
  ),
  add constraint contact_submissions_heard_about_visible check (
    private.has_visible_text(heard_about)
  );

comment on column public.contact_submissions.heard_about is
  'The visitor''s answer to "How did you hear about us?"; null when not given.';

insert into private.intake_answer_columns (record_kind, column_name, position, optional)
values ('contact_submission', 'heard_about', 9, true);

select private.apply_intake_answer_columns('contact_submission');

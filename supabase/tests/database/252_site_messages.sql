-- What the forms promise once sent is content: an editor who may publish pages saves and
-- publishes "Confirmations and e-mails" on their own, the database refuses a shape the site could
-- not show (with the sentence the desk shows), a news editor may not change them, and only the
-- function that sends acknowledgements reads them through the API.
begin;
set local search_path = public, extensions;
select plan(16);

select tests.create_team_member('sm-editor', 'editor', 'sm-editor@pgtap.test');
select tests.create_team_member('sm-news', 'news_editor', 'sm-news@pgtap.test');
select tests.enrol_verified_factor('sm-news');

create temporary table sm_messages on commit drop as select jsonb_set(
  (select d.content -> 'messages' from public.site_content_draft d),
  '{coach_application,nextSteps,3}', '"You hear our decision within 1-2 weeks."') as messages;
grant select on sm_messages to public;

select is((select permission::text from public.site_parts where part = 'messages'), 'publish_pages',
  'the messages are a part of their own, published by whoever may publish pages');
select ok((select d.content ? 'messages' from public.site_content_draft d),
  'the seed carries today''s messages in the draft');

select tests.authenticate_as('sm-news');
select throws_ok($$select public.save_site_draft('messages', (select messages from sm_messages))$$,
  '42501',
  'Your role does not let you publish Confirmations and e-mails. Ask an administrator if you need to.',
  'a news editor cannot change what the forms promise');

select tests.authenticate_as('sm-editor');
select throws_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages), '{contact_submission,nextSteps}', '[]'))$$,
  '23514',
  'Confirmations and e-mails: each form needs a confirmation heading, a notice title, a notice sentence and at least one step',
  'a form without a next step is refused, in words');
select throws_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages), '{alliance_registration,toastTitle}',
      to_jsonb(repeat('x', 61))))$$,
  '23514', 'Confirmations and e-mails: keep the notice''s title under 60 characters',
  'a notice title longer than the notice shows is refused');
-- The acknowledgement e-mail's sentences keep exactly the placeholders the e-mail fills.
select throws_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages), '{coach_application,emailStatusPage}',
      '"See where it stands at any time."'))$$,
  '23514',
  'Confirmations and e-mails: a sentence of the acknowledgement e-mail keeps exactly its placeholders ({link})',
  'a status page sentence that lost the address''s place is refused');
select throws_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages), '{contact_submission,emailWhy}',
      '"Sent to {email} because it was entered on our site."'))$$,
  '23514',
  'Confirmations and e-mails: a sentence of the acknowledgement e-mail keeps exactly its placeholders (none)',
  'a placeholder the e-mail does not fill is refused');
select throws_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages), '{alliance_registration,emailQuote}', '""'))$$,
  '23514',
  'Confirmations and e-mails: each sentence of the acknowledgement e-mail holds some words and under 300 characters',
  'an empty sentence is refused');
select lives_ok(
  $$select public.save_site_draft('messages',
    jsonb_set((select messages from sm_messages) #- '{contact_submission,emailWhy}',
      '{coach_application,emailQuestions}', '"Write to {address} with any question."'))$$,
  'a sentence reworded around its placeholder, or left out (today''s words), is kept');
select throws_ok(
  $$select public.save_site_draft('messages',
    (select messages from sm_messages) - 'coach_application')$$,
  '23514', null, 'a form''s messages cannot be left out');
select lives_ok($$select public.save_site_draft('messages', (select messages from sm_messages))$$,
  'an editor saves new messages to the draft');

-- Not live until published: the function that sends acknowledgements reads the live ones.
select tests.authenticate_as_service_role();
select is(public.published_site_messages() -> 'coach_application' -> 'nextSteps' ->> 3,
  'You hear our decision within 5-7 business days.',
  'before publishing, acknowledgements still promise the published words');

select tests.authenticate_as('sm-editor');
select lives_ok($$select public.publish_site_draft(array['messages'])$$,
  'an editor publishes the messages on their own');
select tests.authenticate_as_service_role();
select is(public.published_site_messages() -> 'coach_application' -> 'nextSteps' ->> 3,
  'You hear our decision within 1-2 weeks.', 'once published, acknowledgements promise the new words');

select tests.authenticate_as_anon();
select throws_ok($$select public.published_site_messages()$$, '42501', null,
  'visitors cannot call the acknowledgements'' reader (the pages carry the messages in their build)');
select tests.authenticate_as('sm-editor');
select throws_ok($$select public.published_site_messages()$$, '42501', null,
  'members cannot call it either');

select * from finish();
rollback;

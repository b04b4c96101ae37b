-- What the forms promise, in Spanish: the messages part holds its Spanish the way a page does
-- (translations.es: whether the team shows it and each text's Spanish by its address, with the
-- fingerprint of the English it translates; private.site_messages_problem reads it with
-- private.page_translation_problem), the seed ships today's Spanish, a malformed one is refused in
-- words, and the acknowledgement of a form sent from a Spanish page reaches the function that
-- writes it with the record's language and the published Spanish beside it (the e-mail's words:
-- supabase/functions/_shared/acknowledgement.ts, its snapshots *-es.txt).
begin;
set local search_path = public, extensions;
select plan(11);

select tests.create_team_member('ms-editor', 'editor', 'ms-editor@pgtap.test');

create temporary table ms_messages on commit drop as
  select d.content -> 'messages' as messages from public.site_content_draft d;
grant select on ms_messages to public;

select is(
  (select messages #>> '{translations,es,texts,contact_submission.toastTitle,text}' from ms_messages),
  '¡Mensaje enviado!',
  'the seed carries today''s messages with their Spanish, by address');

select tests.authenticate_as('ms-editor');
select lives_ok($$select public.save_site_draft('messages', (select messages from ms_messages))$$,
  'an editor saves the messages with their Spanish');
select lives_ok(
  $$select public.save_site_draft('messages', (select messages - 'translations' from ms_messages))$$,
  'messages without Spanish are kept (the site shows today''s Spanish where the English is today''s)');
select throws_ok(
  $$select public.save_site_draft('messages', jsonb_set((select messages from ms_messages),
    '{translations}', '{"fr": {"publish": false, "texts": {}}}'))$$,
  '23514', 'Confirmations and e-mails: a page is translated into Spanish (es) only',
  'messages in a language the site does not speak are refused');
select throws_ok(
  $$select public.save_site_draft('messages', jsonb_set((select messages from ms_messages),
    '{translations,es,publish}', '"yes"'))$$,
  '23514',
  'Confirmations and e-mails: a translation says whether the page is published in it and holds its texts by address',
  'Spanish without a yes-or-no "show it" is refused');
select throws_ok(
  $$select public.save_site_draft('messages', jsonb_set((select messages from ms_messages),
    '{translations,es,texts,coach_application.heading,text}', '"   "'))$$,
  '23514',
  'Confirmations and e-mails: each translated text is written, with the fingerprint of the English it translates',
  'a blank Spanish message is refused');
select throws_ok(
  $$select public.save_site_draft('messages', jsonb_set((select messages from ms_messages),
    '{translations,es,texts,coach_application.heading,of}', '"d1b5"'))$$,
  '23514',
  'Confirmations and e-mails: each translated text is written, with the fingerprint of the English it translates',
  'a Spanish message without the fingerprint of its English is refused');

-- A Spanish heading rewritten and published: the sender reads it beside the record's language.
select lives_ok(
  $$select public.save_site_draft('messages', jsonb_set((select messages from ms_messages),
    '{translations,es,texts,contact_submission.nextSteps.1,text}',
    '"Le respondemos en un plazo de 1 a 2 días hábiles, por correo electrónico."'))$$,
  'an editor rewrites a Spanish step');
select lives_ok($$select public.publish_site_draft(array['messages'])$$,
  'an editor publishes the messages with their Spanish');

select tests.authenticate_as_anon();
select tests.request_from('203.0.113.73');
create temporary table ms_sent on commit drop as
  select (public.submit_contact_message(jsonb_build_object(
      'first_name', 'José', 'last_name', 'Martínez', 'email', 'ms-contact@pgtap.test',
      'phone', '208-555-0173', 'organization_type', 'k-12',
      'organization_name', 'Distrito Escolar de Nampa', 'subject', 'request-training',
      'message', 'Queremos un taller de medio día para nuestro personal.', 'language', 'es'),
    gen_random_uuid()) ->> 'reference') as reference;
grant select on ms_sent to public;

select tests.authenticate_as_service_role();
create temporary table ms_claimed on commit drop as
  select public.claim_acknowledgement('contact_submission',
    (select c.id from public.contact_submissions c where c.reference = (select reference from ms_sent)))
    as delivery;
select is(
  (select delivery -> 'record' ->> 'language' from ms_claimed),
  'es',
  'the acknowledgement of a message sent in Spanish is claimed with its language, so it is written in Spanish');
select is(
  public.published_site_messages() #>> '{translations,es,texts,contact_submission.nextSteps.1,text}',
  'Le respondemos en un plazo de 1 a 2 días hábiles, por correo electrónico.',
  'the function that writes it reads the published Spanish of what the page promised');

select * from finish();
rollback;

import type { Language } from '@schemas/languages'

/**
 * The status lookup's own words, like a form's labels and buttons, in each language: its fields,
 * its messages, the labels of a found answer and the names of the kinds of submission. What the
 * page says around the lookup, the stages and why a lookup found nothing are page copy
 * (`page-words.ts`).
 */
const english = {
  form: {
    label: 'Look up a reference',
    referenceLabel: 'Reference',
    referenceHint: 'For example CA-7K2M9QXD. It is in your confirmation e-mail.',
    emailLabel: 'E-mail address',
    emailHint: 'The address you gave on the form.',
    submit: 'Check status',
    busy: 'Checking...',
    messages: {
      referenceRequired: 'Enter your reference',
      referenceFormat:
        'Enter a reference like CA-7K2M9QXD: two letters, a dash and eight characters',
      emailInvalid: 'Enter the e-mail address you used, like name@example.com',
    },
  },
  result: {
    stageLabel: 'Stage',
    changedLabel: 'Since',
    nextLabel: 'What happens next',
    /** Shown only once an answer the person e-mailed back has reached their submission. */
    answersLabel: 'Your replies to us',
    answersReceived: (count: number, date: string) =>
      count === 1
        ? `We received your reply on ${date}. A reviewer will read it; there is no need to send it again.`
        : `We received ${count} replies from you, the latest on ${date}. A reviewer will read them; there is no need to send them again.`,
  },
  kinds: {
    coach_application: 'AI Coach application',
    contact_submission: 'Message to our team',
    alliance_registration: 'Alliance registration',
  },
}

export type LookupWords = typeof english

const spanish: LookupWords = {
  form: {
    label: 'Consultar un número de referencia',
    referenceLabel: 'Número de referencia',
    referenceHint: 'Por ejemplo, CA-7K2M9QXD. Aparece en su correo electrónico de confirmación.',
    emailLabel: 'Correo electrónico',
    emailHint: 'La dirección que escribió en el formulario.',
    submit: 'Consultar el estado',
    busy: 'Consultando...',
    messages: {
      referenceRequired: 'Escriba su número de referencia',
      referenceFormat:
        'Escriba un número de referencia como CA-7K2M9QXD: dos letras, un guion y ocho caracteres',
      emailInvalid: 'Escriba el correo electrónico que usó, por ejemplo nombre@ejemplo.com',
    },
  },
  result: {
    stageLabel: 'Etapa',
    changedLabel: 'Desde',
    nextLabel: 'Qué sigue',
    answersLabel: 'Sus respuestas',
    answersReceived: (count: number, date: string) =>
      count === 1
        ? `Recibimos su respuesta el ${date}. Un revisor la leerá; no hace falta que la envíe de nuevo.`
        : `Recibimos ${count} respuestas suyas, la más reciente el ${date}. Un revisor las leerá; no hace falta que las envíe de nuevo.`,
  },
  kinds: {
    coach_application: 'Solicitud para ser AI Coach',
    contact_submission: 'Mensaje a nuestro equipo',
    alliance_registration: 'Inscripción en la Alianza',
  },
}

export const lookupWordsIn: Record<Language, LookupWords> = { en: english, es: spanish }

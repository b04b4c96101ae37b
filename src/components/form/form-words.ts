import type { Language } from '@schemas/languages'
import {
  GENERIC_SUBMISSION_ERROR,
  NETWORK_SUBMISSION_ERROR,
  REFUSED_SUBMISSION_ERROR,
} from '@/lib/submission-error'

/*
 * The intake forms' own words around their fields, in each language: the note on required fields,
 * the busy and over-limit words, the toast and the reasons a send failed. A field's label, hint
 * and messages are in the form's description (supabase/functions/_shared/schemas); the words of
 * the page around the form are page copy. The error summary's heading is in summary-message.ts,
 * which the page's inline boot bundles without this file.
 */

export interface FormWords {
  /** The spoken word after a required field's asterisk. */
  required: string
  /** "Fields marked * are required.", around its asterisk. */
  requiredNote: { before: string; asterisk: string; after: string }
  /** The first step's busy words, when its Submit comes before the app (it checks, it sends nothing). */
  checking: string
  /** Said after a counter whose answer is over the limit. */
  overLimit: string
  yes: string
  no: string
  validationToast: { title: string; description: string }
  noScript: { notice: string; instead: string }
  /** The reasons a send failed, as the api words them in English, in this language. */
  submissionErrors: Record<string, string>
}

export const formWords: Record<Language, FormWords> = {
  en: {
    required: '(required)',
    requiredNote: { before: 'Fields marked', asterisk: 'with an asterisk', after: 'are required.' },
    checking: 'Checking…',
    overLimit: 'characters, over the limit',
    yes: 'Yes',
    no: 'No',
    validationToast: {
      title: 'Validation Error',
      description: 'Please check the form for errors and try again.',
    },
    noScript: {
      notice: 'This form needs JavaScript to send your answers.',
      instead: 'Turn JavaScript on and reload this page, or e-mail us at',
    },
    submissionErrors: {},
  },
  es: {
    required: '(obligatorio)',
    requiredNote: {
      before: 'Los campos marcados',
      asterisk: 'con un asterisco',
      after: 'son obligatorios.',
    },
    checking: 'Revisando…',
    overLimit: 'caracteres, más del límite',
    yes: 'Sí',
    no: 'No',
    validationToast: {
      title: 'Error de validación',
      description: 'Revise los errores del formulario e inténtelo de nuevo.',
    },
    noScript: {
      notice: 'Este formulario necesita JavaScript para enviar sus respuestas.',
      instead: 'Active JavaScript y vuelva a cargar esta página, o escríbanos a',
    },
    submissionErrors: {
      [GENERIC_SUBMISSION_ERROR]: 'Ocurrió un error. Inténtelo de nuevo.',
      [NETWORK_SUBMISSION_ERROR]:
        'No pudimos comunicarnos con nuestro servidor. Revise su conexión a internet e inténtelo de nuevo. Sus respuestas siguen aquí.',
      [REFUSED_SUBMISSION_ERROR]:
        'Algunas de sus respuestas no se pudieron aceptar. Revise el formulario e inténtelo de nuevo.',
    },
  },
}

/**
 * Why a send failed, in the form's language. The api says it in English; a reason the database
 * words itself (the rate limit) has no Spanish here and stays as the database wrote it.
 */
export function submissionErrorIn(message: string, language: Language): string {
  return formWords[language].submissionErrors[message] ?? message
}

/** A form's accessible name and its button's words, idle and while it sends. */
export interface IntakeFormWords {
  label: string
  submit: string
  busy: string
}

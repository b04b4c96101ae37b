import type { Language } from '../schemas/languages.ts'
import type { RecordKind } from '../schemas/record-kind.ts'
import { receivedNames } from '../schemas/next-steps.ts'

/*
 * The acknowledgement's fixed words (to the person who sent a form), in each language a form is
 * sent in; email-layout.ts renders them as HTML and text. Its sentences are content the team edits
 * with each form's confirmation (schemas/site-messages-defaults.ts): here are only the subject, the
 * greeting and the labels, which carry the reference and promise nothing. `received` is what was
 * sent ("AI Coach application"), from schemas/next-steps.ts, which the page's confirmation panel
 * shares; its Spanish is here, after "su".
 */

export interface AcknowledgementCopy {
  /** What was received, after "your". */
  received: Record<RecordKind, string>
  subject: (site: string, received: string, reference: string, earlier: readonly string[]) => string
  greeting: (name: string) => string
  /** What a combined e-mail's {earlier} placeholder becomes. */
  earlierOnes: (references: readonly string[]) => string
  referenceLabel: string
  earlier: (earlier: readonly string[]) => string
  nextStepsHeading: string
}

/** "your earlier one (CA-…)" or "your earlier ones (CA-…, CA-…)". */
const earlierOnes = (references: readonly string[]) =>
  `your earlier ${references.length === 1 ? 'one' : 'ones'} (${references.join(', ')})`

export const acknowledgementCopy: AcknowledgementCopy = {
  received: receivedNames,
  subject: (site, received, reference, earlier) =>
    earlier.length === 0
      ? `${site}: we received your ${received} (${reference})`
      : `${site}: we received your ${received} (${reference}) and ${earlierOnes(earlier)}`,
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  earlierOnes,
  referenceLabel: 'Your reference',
  earlier: (earlier) => `Earlier: ${earlier.join(', ')}`,
  nextStepsHeading: 'What happens next',
}

/** "su envío anterior (CA-…)" or "sus envíos anteriores (CA-…, CA-…)": "envío" fits every form. */
const spanishEarlierOnes = (references: readonly string[]) =>
  `${references.length === 1 ? 'su envío anterior' : 'sus envíos anteriores'} (${references.join(', ')})`

const spanishCopy: AcknowledgementCopy = {
  received: {
    coach_application: 'solicitud de AI Coach',
    contact_submission: 'mensaje',
    alliance_registration: 'inscripción en la alianza',
  },
  subject: (site, received, reference, earlier) =>
    earlier.length === 0
      ? `${site}: recibimos su ${received} (${reference})`
      : `${site}: recibimos su ${received} (${reference}) y ${spanishEarlierOnes(earlier)}`,
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  earlierOnes: spanishEarlierOnes,
  referenceLabel: 'Su referencia',
  earlier: (earlier) => `Referencias anteriores: ${earlier.join(', ')}`,
  nextStepsHeading: 'Próximos pasos',
}

export const acknowledgementCopyIn: Record<Language, AcknowledgementCopy> = {
  en: acknowledgementCopy,
  es: spanishCopy,
}

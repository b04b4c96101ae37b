import { personMailLimits } from '@/content/person-mail-limits'
import { publishedMessages } from '@/content/published'
import { submissionConfirmation } from '@/content/submission-confirmation'
import type { SubmissionConfirmationCopy } from '@/content/submission-confirmation-copy'
import type { Language } from '@schemas/languages'
import type { RecordKind } from '@schemas/record-kind'
import { messagesIn } from '@schemas/site-messages-defaults'

/*
 * What a form shows once sent, in the page's language: the confirmation panel and the notice. The
 * promises (heading, next steps, notice) are the published messages in that language
 * (`messagesIn`: their published Spanish, else today's, and the English where the English changed
 * since its Spanish was written); the panel's own words about the reference are the site's, their
 * English in src/content/submission-confirmation-copy.ts and their Spanish here.
 */

const number = new Intl.NumberFormat('es-US')

/** "3 por hora y 10 por día": a limit's figures in Spanish (person-mail-limits.ts has them once). */
function spanishFigures({ perHour, perDay }: { perHour: number | null; perDay: number | null }) {
  return [
    perHour === null ? null : `${number.format(perHour)} por hora`,
    perDay === null ? null : `${number.format(perDay)} por día`,
  ]
    .filter(Boolean)
    .join(' y ')
}

const { mailbox, network } = personMailLimits

/** The panel's words about the reference, in Spanish (usted). */
const spanishShared = {
  referenceLabel: 'Su referencia',
  referenceHint:
    'Guarde esta referencia y menciónela siempre que nos escriba o nos llame. También se la enviamos a su dirección de correo electrónico.',
  referenceHintNoEmail: `Guarde esta referencia y menciónela siempre que nos escriba o nos llame. Esta vez no se la enviamos por correo: enviamos correos de confirmación como máximo ${spanishFigures(mailbox)} a una misma dirección, y ${spanishFigures(network)} desde una misma red; esta dirección o la red que usa ya llegó a ese límite (o nuestro sitio envió su máximo por ahora). Por favor, anótela ahora. Su envío llegó a nuestro equipo de todos modos.`,
  referenceHintUnknown: 'Guarde esta referencia y menciónela siempre que nos escriba o nos llame.',
  nextStepsHeading: 'Próximos pasos',
  sendAnother: 'Enviar otro',
} as const satisfies Omit<SubmissionConfirmationCopy, 'heading' | 'nextSteps'>

/** A form's confirmation panel in `language`. */
export function confirmationIn(form: RecordKind, language: Language): SubmissionConfirmationCopy {
  if (language === 'en') return submissionConfirmation[form]
  const messages = messagesIn(publishedMessages, language)[form]
  return { ...spanishShared, heading: messages.heading, nextSteps: messages.nextSteps }
}

/** The notice as a form is sent, in `language`: content the team publishes with the confirmation. */
export function successIn(
  form: RecordKind,
  language: Language,
): { title: string; description: string } {
  const messages = messagesIn(publishedMessages, language)[form]
  return { title: messages.toastTitle, description: messages.toastText }
}

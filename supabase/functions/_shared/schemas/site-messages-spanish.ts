import type { EmailWordField, FormMessages } from './form-messages.ts'
import type { RecordKind } from './record-kind.ts'

/*
 * The Spanish of today's messages (site-messages-defaults.ts), written for Idaho: usted,
 * "solicitud", the program's brand names in English. Each entry sits where its English sits, so
 * site-messages-defaults.ts derives the translation by address from the two (and the fingerprint
 * of the English each was written from); tests/unit/site-messages-spanish.test.ts fails on an
 * English text without its Spanish or a Spanish that drops a {placeholder}.
 */

/**
 * The acknowledgement e-mail's sentences, the same for every form like their English. {received}
 * is feminine for two forms ("solicitud", "inscripción") and masculine for one ("mensaje"), so no
 * word agrees with it ("se registró", "cada envío").
 */
export const spanishEmailWords: Record<EmailWordField, string> = {
  emailThanks:
    'Gracias por su {received}. Ya nos llegó y se registró con la referencia que aparece abajo.',
  emailThanksCombined:
    'Recibimos su {received} ({reference}) y {earlier}. Cada envío quedó registrado con su propia referencia; nuestro equipo los ve juntos, así que no hace falta volver a enviar nada.',
  emailQuote: 'Por favor, mencione su referencia siempre que nos escriba o nos llame.',
  emailQuoteCombined:
    'Por favor, mencione su referencia más reciente siempre que nos escriba o nos llame.',
  emailStatusPage:
    'Consulte en qué punto está en cualquier momento, con su referencia y esta dirección de correo electrónico: {link}',
  emailQuestions: '¿Preguntas? Responda a este correo o escriba a {address}.',
  emailWhy:
    'Recibe este correo porque esta dirección se escribió en un formulario de nuestro sitio. Si no fue usted, responda y avísenos.',
}

export const spanishFormMessages: Record<RecordKind, FormMessages> = {
  coach_application: {
    heading: 'Recibimos su solicitud de AI Coach',
    nextSteps: [
      'Nuestro equipo revisa su solicitud.',
      'Si su solicitud avanza, le enviamos una invitación a una entrevista por video de 30 minutos.',
      'Después verificamos sus referencias y hacemos una verificación de antecedentes.',
      'Le comunicamos nuestra decisión en un plazo de 5 a 7 días hábiles.',
    ],
    toastTitle: '¡Solicitud enviada!',
    toastText:
      'Recibimos su solicitud de AI Coach. Tendrá noticias nuestras en un plazo de 5 a 7 días hábiles.',
    ...spanishEmailWords,
  },
  contact_submission: {
    heading: 'Su mensaje va camino a nuestro equipo',
    nextSteps: [
      'Su mensaje llega a la persona de nuestro equipo que se encarga de su tema.',
      'Le responderemos en un plazo de 1 a 2 días hábiles.',
    ],
    toastTitle: '¡Mensaje enviado!',
    toastText: 'Le responderemos en un plazo de 1 a 2 días hábiles.',
    ...spanishEmailWords,
  },
  alliance_registration: {
    heading: 'Recibimos su inscripción en la alianza',
    nextSteps: [
      'Nuestro equipo de alianzas revisa su inscripción y las áreas de interés que eligió.',
      'Le escribimos para darle la bienvenida a su organización y sugerirle un primer paso: una capacitación, un concurso, un evento o un patrocinio.',
    ],
    toastTitle: '¡Inscripción recibida!',
    toastText:
      'Le damos la bienvenida a la Alianza de IA de Idaho. Le responderemos en un plazo de 1 a 2 días hábiles.',
    ...spanishEmailWords,
  },
}

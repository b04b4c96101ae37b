import { describe, expect, it } from 'vitest'
import { recordKinds } from '@schemas/record-kind'
import {
  defaultSiteMessages,
  englishMessages,
  messagesIn,
  messagesOf,
  siteMessagesSchema,
} from '@schemas/site-messages'
import { spanishFormMessages } from '@schemas/site-messages-spanish'
import { placeholdersOf, textsOf, translationProblems } from '@schemas/translated-texts'

const english = englishMessages(defaultSiteMessages)
const spanish = defaultSiteMessages.translations?.es

describe("today's messages in Spanish", () => {
  it('every English text of every form has its Spanish, written from it, keeping its placeholders', () => {
    expect(spanish?.publish).toBe(true)
    expect(translationProblems(english, spanish?.texts)).toEqual([])
    expect(Object.keys(spanish?.texts ?? {}).sort()).toEqual(
      textsOf(english)
        .map(({ address }) => address)
        .sort(),
    )
  })

  it('the Spanish mirrors the English, step for step, and is not the English', () => {
    for (const kind of recordKinds) {
      expect(spanishFormMessages[kind].nextSteps).toHaveLength(english[kind].nextSteps.length)
      for (const [field, value] of Object.entries(spanishFormMessages[kind])) {
        const source = english[kind][field as keyof typeof english.contact_submission]
        expect(value, `${kind}.${field}`).not.toEqual(source)
        if (typeof value === 'string' && typeof source === 'string') {
          expect(placeholdersOf(value), `${kind}.${field}`).toEqual(placeholdersOf(source))
        }
      }
    }
  })

  it('speaks to the person as usted, never tú', () => {
    const words = textsOf(spanishFormMessages)
      .map(({ text }) => text)
      .join(' ')
    expect(words).not.toMatch(/\b(tu|tus|te|contigo|recibiste|enviaste)\b/i)
    expect(words).toMatch(/\bsu\b/)
  })

  it('the schema accepts them, and today’s messages parse to themselves', () => {
    expect(siteMessagesSchema.parse(defaultSiteMessages)).toEqual(defaultSiteMessages)
  })
})

describe('the messages’ Spanish as content', () => {
  it('refuses publishing in Spanish with a text missing, beside that text', () => {
    const texts = { ...spanish?.texts }
    delete texts['coach_application.nextSteps.3']
    const result = siteMessagesSchema.safeParse({
      ...defaultSiteMessages,
      translations: { es: { publish: true, texts } },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('/'))).toEqual([
      'translations/es/texts/coach_application.nextSteps.3',
    ])
  })

  it('refuses a Spanish sentence that drops the placeholder the e-mail fills', () => {
    const texts = {
      ...spanish?.texts,
      'contact_submission.emailStatusPage': {
        ...spanish!.texts['contact_submission.emailStatusPage']!,
        text: 'Consulte su solicitud en nuestro sitio.',
      },
    }
    const result = siteMessagesSchema.safeParse({
      ...defaultSiteMessages,
      translations: { es: { publish: true, texts } },
    })
    expect(result.error?.issues[0]?.path.join('/')).toBe(
      'translations/es/texts/contact_submission.emailStatusPage',
    )
    expect(result.error?.issues[0]?.message).toMatch(/Keep \{link\} in the Spanish/)
  })

  it('accepts Spanish not yet shown with texts missing: the messages stay English there', () => {
    const result = siteMessagesSchema.safeParse({
      ...defaultSiteMessages,
      translations: { es: { publish: false, texts: {} } },
    })
    expect(result.success).toBe(true)
    expect(messagesIn(result.data!, 'es').contact_submission.toastTitle).toBe('¡Mensaje enviado!')
  })

  it('a version published before the messages had Spanish shows today’s Spanish where its English is today’s', () => {
    const { translations: _translations, ...before } = structuredClone(defaultSiteMessages)
    before.alliance_registration.toastTitle = 'Welcome aboard!'
    const shown = messagesIn(messagesOf(before), 'es')
    expect(shown.alliance_registration.heading).toBe('Recibimos su inscripción en la alianza')
    expect(shown.alliance_registration.toastTitle).toBe('Welcome aboard!')
    expect(messagesIn(messagesOf(before), 'en')).toEqual(englishMessages(messagesOf(before)))
  })
})

describe('the notice as a form is sent', () => {
  it('is the published notice in the page’s language', async () => {
    const { successIn } = await import('@/components/form/submission-confirmation-words')
    expect(successIn('coach_application', 'es')).toEqual({
      title: '¡Solicitud enviada!',
      description:
        'Recibimos su solicitud de AI Coach. Tendrá noticias nuestras en un plazo de 5 a 7 días hábiles.',
    })
    expect(successIn('coach_application', 'en').title).toBe('Application Submitted!')
  })
})

/**
 * The three intake forms in the page's language: at `/es/<route>` a form submitted empty says
 * its error summary, its field messages, its toast and its labels in Spanish, from the forms' one
 * description, and its markup carries the Spanish messages for the page's inline boot
 * (`data-rules`); at `/<route>` it says them in English, as the specification writes them.
 */
import { screen, within } from '@testing-library/react'
import { checkForm } from '@/components/form/boot-checks'
import { clearProblems, showProblems } from '@/components/form/boot-error-summary'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'
import { CoachApplicationForm } from '@/features/coach-application/components/coach-application-form'
import { ContactForm } from '@/features/contact/components/contact-form'
import { findToast, inlineError, renderForm } from '@/testing/form-test-utils'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
vi.mock('@/features/alliance/api/submit-alliance-registration', () => ({
  submitAllianceRegistration: vi.fn(),
}))
vi.mock('@/features/coach-application/api/submit-coach-application', () => ({
  submitCoachApplication: vi.fn(),
}))

interface Case {
  route: string
  form: () => ReactElement
  /** The form's accessible name, its first button, a field's label and the summary's heading. */
  name: string
  button: string
  label: RegExp
  heading: string
  toast: string
  /** Inline messages an empty submit shows, and lines the summary lists. */
  messages: string[]
  summary: string[]
}

const forms: Record<string, { en: Case; es: Case }> = {
  contact: {
    en: {
      route: '/contact',
      form: () => <ContactForm />,
      name: 'Contact form',
      button: 'Send Message',
      label: /^Organization name/,
      heading: 'There is a problem',
      toast: 'Validation Error',
      messages: [
        'First name is required',
        'Invalid email address',
        'Phone number is required',
        'Please select a subject',
        'Message must be at least 10 characters',
      ],
      summary: ['Last name is required', 'Invalid email address'],
    },
    es: {
      route: '/es/contact',
      form: () => <ContactForm />,
      name: 'Formulario de contacto',
      button: 'Enviar mensaje',
      label: /^Nombre de la organización/,
      heading: 'Hay un problema',
      toast: 'Error de validación',
      messages: [
        'El nombre es obligatorio',
        'La dirección de correo electrónico no es válida',
        'El número de teléfono es obligatorio',
        'Seleccione un asunto',
        'El mensaje debe tener al menos 10 caracteres',
      ],
      summary: ['El apellido es obligatorio', 'La dirección de correo electrónico no es válida'],
    },
  },
  'coach application': {
    en: {
      route: '/ai-coach-application',
      form: () => <CoachApplicationForm />,
      name: 'AI Coach application',
      button: 'Continue',
      label: /^Current occupation/,
      heading: 'There is a problem',
      toast: 'Validation Error',
      messages: [
        'City is required',
        'Please select your region',
        'Please say whether you have teaching or training experience',
        'You must agree to the terms',
      ],
      summary: [
        'Why you want to become an AI Coach: please provide at least 50 characters',
        'Relevant experience: please provide at least 50 characters',
      ],
    },
    es: {
      route: '/es/ai-coach-application',
      form: () => <CoachApplicationForm />,
      name: 'Solicitud para AI Coach',
      button: 'Continuar',
      label: /^Ocupación actual/,
      heading: 'Hay un problema',
      toast: 'Error de validación',
      messages: [
        'La ciudad es obligatoria',
        'Seleccione su región',
        'Indique si tiene experiencia en enseñanza o capacitación',
        'Debe aceptar los términos',
      ],
      summary: [
        'Por qué quiere ser AI Coach: escriba al menos 50 caracteres',
        'Experiencia pertinente: escriba al menos 50 caracteres',
      ],
    },
  },
  'alliance registration': {
    en: {
      route: '/join-alliance',
      form: () => <AllianceRegistrationForm />,
      name: 'Alliance registration',
      button: 'Join the Alliance',
      label: /^Title or role/,
      heading: 'There is a problem',
      toast: 'Validation Error',
      messages: [
        'Organization is required',
        'Please select an organization type',
        'Title or role is required',
      ],
      summary: ['First name is required', 'Invalid email address'],
    },
    es: {
      route: '/es/join-alliance',
      form: () => <AllianceRegistrationForm />,
      name: 'Registro en la Alianza',
      button: 'Unirse a la Alianza',
      label: /^Cargo o función/,
      heading: 'Hay un problema',
      toast: 'Error de validación',
      messages: [
        'La organización es obligatoria',
        'Seleccione un tipo de organización',
        'El cargo o la función es obligatorio',
      ],
      summary: ['El nombre es obligatorio', 'La dirección de correo electrónico no es válida'],
    },
  },
}

describe('the intake forms in the page language', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear())

  for (const [formName, languages] of Object.entries(forms)) {
    for (const [language, words] of Object.entries(languages)) {
      it(`${formName} at ${words.route}: submitted empty, it says what is wrong in ${language === 'es' ? 'Spanish' : 'English'}`, async () => {
        const { user } = renderForm(words.form(), words.route)
        const form = screen.getByRole('form', { name: words.name })
        expect(within(form).getByLabelText(words.label)).toBeInTheDocument()
        await user.click(within(form).getByRole('button', { name: words.button }))

        const summary = await screen.findByRole('group', { name: words.heading })
        for (const line of words.summary) {
          expect(within(summary).getByRole('link', { name: line })).toBeInTheDocument()
        }
        for (const message of words.messages) {
          expect(inlineError(message)).toBeInTheDocument()
        }
        expect(await findToast(words.toast)).toBeInTheDocument()
        // The inline boot, before the app, refuses the same answers with the same words.
        const rules = Array.from(form.querySelectorAll<HTMLElement>('[data-rules]')).map(
          (control) => control.dataset.rules ?? '',
        )
        expect(rules.join('\n')).toContain(JSON.stringify(words.messages[0]))
      })
    }
  }

  it('the inline boot, before the app, refuses /es/contact in Spanish', () => {
    window.history.pushState({}, '', '/es/contact')
    try {
      renderForm(<ContactForm />, '/es/contact')
      const form = screen.getByRole('form', { name: 'Formulario de contacto' }) as HTMLFormElement
      showProblems(form, checkForm(form))
      const summary = screen.getByRole('group', { name: 'Hay un problema' })
      expect(within(summary).getByRole('link', { name: 'El nombre es obligatorio' })).toBeVisible()
      expect(
        within(summary).getByRole('link', {
          name: 'El mensaje debe tener al menos 10 caracteres',
        }),
      ).toBeVisible()
    } finally {
      clearProblems()
      window.history.pushState({}, '', '/')
    }
  })
})

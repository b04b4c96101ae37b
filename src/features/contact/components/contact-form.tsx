import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { submitContact } from '@/features/contact/api/submit-contact'
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
  MESSAGE_MAX,
  organizationTypeOptions,
  subjectFromSearchParams,
  subjectOptions,
} from '@/features/contact/schemas'
import { FormField, HoneypotField } from '@/lib/validation/form-field'
import { SelectField } from '@/lib/validation/select-field'
import { useClearErrorOnEdit } from '@/lib/validation/use-clear-error-on-edit'
import { useIntakeSubmit } from '@/lib/validation/use-intake-submit'
import { useSessionDraft } from '@/lib/validation/use-session-draft'

export const CONTACT_SUCCESS = {
  title: 'Message Sent!',
  description: "We'll get back to you within 1-2 business days.",
}

export const CONTACT_DRAFT_KEY = 'draft:contact'

const emptyValues: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organizationType: '' as ContactFormInput['organizationType'],
  organizationName: '',
  subject: '' as ContactFormInput['subject'],
  message: '',
  website: '',
}

/** The contact form of /contact. `?subject=` (or `?type=partner`) preselects the subject. */
export function ContactForm() {
  const id = useId()
  const [searchParams] = useSearchParams()
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
    // useIntakeSubmit focuses the first invalid field in reading order instead.
    shouldFocusError: false,
  })
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form

  useClearErrorOnEdit(form)
  const clearDraft = useSessionDraft(CONTACT_DRAFT_KEY, ['message'], form)
  const { onSubmit, statusRef, confirmation } = useIntakeSubmit({
    form,
    submit: submitContact,
    success: CONTACT_SUCCESS,
    onSuccess: clearDraft,
  })

  // Applied after mount: the prerendered page has no query string, so the first render must match it.
  const preselected = subjectFromSearchParams(searchParams)
  useEffect(() => {
    if (preselected && !form.getValues('subject')) form.setValue('subject', preselected)
  }, [preselected, form])

  const message = useWatch({ control, name: 'message' }) ?? ''
  const fid = (name: string) => `${id}-${name}`

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="relative grid gap-6">
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="focus-visible:ring-primary outline-none focus-visible:ring-2"
      >
        {confirmation ? (
          <div className="flex items-start gap-3 rounded-md border-2 border-green-700 bg-green-50 p-4 text-green-950">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{confirmation.title}</p>
              <p>{confirmation.description}</p>
            </div>
          </div>
        ) : null}
      </div>

      <p className="text-sm text-slate-700">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id={fid('first-name')}
          label="First name"
          required
          error={errors.firstName?.message}
        >
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField
          id={fid('last-name')}
          label="Last name"
          required
          error={errors.lastName?.message}
        >
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
        <FormField id={fid('email')} label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...register('email')} />
          )}
        </FormField>
        <FormField id={fid('phone')} label="Phone" required error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField
          id={fid('organization-type')}
          label="Organization type"
          required
          error={errors.organizationType?.message}
        >
          {(controlProps) => (
            <SelectField
              control={control}
              name="organizationType"
              options={organizationTypeOptions}
              placeholder="Select organization type"
              controlProps={controlProps}
            />
          )}
        </FormField>
        <FormField
          id={fid('organization-name')}
          label="Organization name"
          required
          error={errors.organizationName?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="organization" {...register('organizationName')} />
          )}
        </FormField>
      </div>

      <FormField id={fid('subject')} label="Subject" required error={errors.subject?.message}>
        {(controlProps) => (
          <SelectField
            control={control}
            name="subject"
            options={subjectOptions}
            placeholder="Select a subject"
            controlProps={controlProps}
          />
        )}
      </FormField>

      <FormField
        id={fid('message')}
        label="Message"
        required
        hint="At least 10 characters. Your message is kept in this browser tab until it is sent."
        error={errors.message?.message}
        counter={{ length: message.length, limit: MESSAGE_MAX }}
      >
        {(control) => <Textarea {...control} rows={6} {...register('message')} />}
      </FormField>

      <HoneypotField registration={register('website')} />

      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  )
}

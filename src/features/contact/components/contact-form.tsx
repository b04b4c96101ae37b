import { zodResolver } from '@hookform/resolvers/zod'
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
} from '@schemas/contact'
import { FormField, HoneypotField } from '@/components/form/form-field'
import { FormConfirmation } from '@/components/form/form-confirmation'
import { PersonFields } from '@/components/form/person-fields'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import { SelectField } from '@/components/form/select-field'
import { useClearErrorOnEdit } from '@/components/form/use-clear-error-on-edit'
import { useIntakeSubmit } from '@/components/form/use-intake-submit'
import { useSessionDraft } from '@/components/form/use-session-draft'

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
      <FormConfirmation ref={statusRef} confirmation={confirmation} />

      <RequiredFieldsNote />

      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields idPrefix={id} register={register} errors={errors} phoneRequired />
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

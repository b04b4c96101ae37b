import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { FormField } from '@/components/form/form-field'
import { IntakeForm } from '@/components/form/intake-form'
import { PersonFields } from '@/components/form/person-fields'
import { SelectField } from '@/components/form/select-field'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { submitContact } from '@/features/contact/api/submit-contact'
import {
  contactFormSchema,
  type ContactFormInput,
  MESSAGE_MAX,
  organizationTypeOptions,
  subjectFromSearchParams,
  subjectOptions,
} from '@schemas/contact'

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
  const [searchParams] = useSearchParams()
  const intake = useIntakeForm({
    schema: contactFormSchema,
    defaultValues: emptyValues,
    draft: { key: CONTACT_DRAFT_KEY, fields: ['message'] },
    submit: submitContact,
    success: CONTACT_SUCCESS,
  })
  const { form, idPrefix, fieldId: fid } = intake
  const {
    control,
    register,
    formState: { errors },
  } = form

  // Applied after mount: the prerendered page has no query string, so the first render must match it.
  const preselected = subjectFromSearchParams(searchParams)
  useEffect(() => {
    if (preselected && !form.getValues('subject')) form.setValue('subject', preselected)
  }, [preselected, form])

  const message = useWatch({ control, name: 'message' }) ?? ''

  return (
    <IntakeForm
      intake={intake}
      label="Contact form"
      submitLabel="Send Message"
      busyLabel="Sending..."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields idPrefix={idPrefix} register={register} errors={errors} phoneRequired />
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
    </IntakeForm>
  )
}

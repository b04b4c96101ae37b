import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form/form-field'

/** The contact-person fields every intake form starts with. */
export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * First name, last name, email and phone, as four FormFields for the caller's grid. `register`
 * and `errors` are the form's own: any form whose values include these four fields fits.
 */
export function PersonFields({
  idPrefix,
  register,
  errors,
  phoneRequired,
}: {
  /** Each field's id is `${idPrefix}-first-name`, `${idPrefix}-email`, … */
  idPrefix: string
  register: (name: PersonFieldName) => UseFormRegisterReturn
  errors: Partial<Record<PersonFieldName, { message?: string }>>
  /** An optional phone says so in its label instead of carrying the asterisk. */
  phoneRequired: boolean
}) {
  const fid = (name: string) => `${idPrefix}-${name}`
  return (
    <>
      <FormField
        id={fid('first-name')}
        label="First name"
        required
        error={errors.firstName?.message}
      >
        {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
      </FormField>
      <FormField id={fid('last-name')} label="Last name" required error={errors.lastName?.message}>
        {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
      </FormField>
      <FormField id={fid('email')} label="Email" required error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      <FormField
        id={fid('phone')}
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        required={phoneRequired}
        error={errors.phone?.message}
      >
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
    </>
  )
}

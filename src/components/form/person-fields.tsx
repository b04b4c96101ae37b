import type { FieldValues, Path } from 'react-hook-form'
import { TextInputField } from '@/components/form/bound-fields'
import type { IntakeForm } from '@/components/form/use-intake-form'

/** The contact-person fields every intake form starts with. */
export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * First name, last name, email and phone, as four fields for the caller's grid. Any intake form
 * whose values include these four fields fits.
 */
export function PersonFields<
  TInput extends FieldValues & Record<PersonFieldName, string>,
  TOutput,
>({
  intake,
  phoneRequired,
}: {
  intake: IntakeForm<TInput, TOutput>
  /** An optional phone says so in its label instead of carrying the asterisk. */
  phoneRequired: boolean
}) {
  const name = (field: PersonFieldName) => field as Path<TInput>
  return (
    <>
      <TextInputField
        intake={intake}
        name={name('firstName')}
        label="First name"
        required
        autoComplete="given-name"
      />
      <TextInputField
        intake={intake}
        name={name('lastName')}
        label="Last name"
        required
        autoComplete="family-name"
      />
      <TextInputField
        intake={intake}
        name={name('email')}
        label="Email"
        required
        type="email"
        autoComplete="email"
      />
      <TextInputField
        intake={intake}
        name={name('phone')}
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        required={phoneRequired}
        type="tel"
        autoComplete="tel"
      />
    </>
  )
}

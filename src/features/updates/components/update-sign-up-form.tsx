import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { ErrorSummary } from '@/components/form/error-summary'
import { FormField, FormFieldset, HoneypotField } from '@/components/form/form-field'
import { NoScriptNotice } from '@/components/form/no-script-notice'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import { rulesAttribute } from '@/components/form/rules-attribute'
import { SelectField } from '@/components/form/select-field'
import { useClearErrorOnEdit } from '@/components/form/use-clear-error-on-edit'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { updatesCopy } from '@/content/updates'
import { submissionErrorMessage } from '@/lib/submission-error'
import { isHoneypotFilled } from '@schemas/fields'
import {
  CONFIRMATION_HOURS,
  type SignUpSource,
  updateConsentWords,
  updateRegionOptions,
  updateSignUpSchema,
  type UpdateSignUpInput,
  type UpdateSignUpValues,
  updateTopicOptions,
} from '@schemas/update-subscription'
import { subscribeFromPage } from '../api/updates-api'

const copy = updatesCopy.signUp

const emptyValues: UpdateSignUpInput = {
  email: '',
  topics: [],
  name: '',
  region: '',
  website: '',
}

/**
 * The "Get updates" form (/updates, /news): e-mail and topics, optionally a name and a region, the
 * words of what the person agrees to above the button (kept with the consent record). The answer
 * is the same whether or not the address was known: "Check your inbox". `?email=` (the footer's
 * form) fills in the address.
 */
export function UpdateSignUpForm() {
  const id = useId()
  const [searchParams] = useSearchParams()
  const form = useForm<UpdateSignUpInput, unknown, UpdateSignUpValues>({
    resolver: zodResolver(updateSignUpSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  useClearErrorOnEdit(form)
  const [sent, setSent] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const statusRef = useRef<HTMLHeadingElement>(null)

  // The footer's (or /news's) address arrives in the query: set after the first render, which
  // matches the prerendered page (an address typed meanwhile wins). From /news, news is ticked.
  const givenEmail = searchParams.get('email')
  const fromNews = searchParams.get('from') === 'news'
  const source: SignUpSource = fromNews ? 'news-page' : 'updates-page'
  useEffect(() => {
    if (givenEmail && !form.getValues('email')) form.setValue('email', givenEmail.slice(0, 255))
    if (fromNews && form.getValues('topics').length === 0) form.setValue('topics', ['news'])
  }, [givenEmail, fromNews, form])

  const onValid = async (values: UpdateSignUpValues) => {
    if (isHoneypotFilled(values)) {
      setSent(CONFIRMATION_HOURS)
      return
    }
    setBusy(true)
    try {
      const { expiresInHours } = await subscribeFromPage(values, source)
      setSent(expiresInHours)
      form.reset(emptyValues)
      requestAnimationFrame(() => statusRef.current?.focus())
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Submission Error',
        description: submissionErrorMessage(error),
      })
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, () => undefined)(event)

  if (sent !== null) {
    return (
      <div
        role="status"
        className="grid gap-4 rounded-md border-2 border-emerald-700 bg-emerald-50 p-6"
      >
        <h2 ref={statusRef} tabIndex={-1} className="text-ink text-xl font-bold outline-none">
          {copy.sentTitle}
        </h2>
        <p>{copy.sent(sent)}</p>
        <p className="text-sm text-slate-700">{copy.sentAgain}</p>
        <div>
          <Button type="button" variant="outline" onClick={() => setSent(null)}>
            {copy.another}
          </Button>
        </div>
      </div>
    )
  }

  const error = (name: keyof UpdateSignUpInput) =>
    form.getFieldState(name, form.formState).error?.message
  const fieldId = (name: string) => `${id}-${name}`
  return (
    <form
      noValidate
      method="dialog"
      onSubmit={onSubmit}
      aria-label={copy.formLabel}
      className="relative grid gap-6"
    >
      <NoScriptNotice />
      <ErrorSummary form={form} />
      <RequiredFieldsNote />
      <FormField
        id={fieldId('email')}
        label={copy.emailLabel}
        required
        error={error('email')}
        rules={rulesAttribute(updateSignUpSchema.shape.email)}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <FormFieldset
        id={fieldId('topics')}
        legend={copy.topicsLegend}
        required
        hint={copy.topicsHint}
        error={error('topics')}
      >
        <div className="grid gap-3">
          {updateTopicOptions.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-base">
              <Checkbox value={option.value} {...form.register('topics')} />
              {option.label}
            </label>
          ))}
        </div>
      </FormFieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id={fieldId('name')}
          label={copy.nameLabel}
          hint={copy.nameHint}
          error={error('name')}
          rules={rulesAttribute(updateSignUpSchema.shape.name)}
        >
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('name')} />}
        </FormField>
        <FormField
          id={fieldId('region')}
          label={copy.regionLabel}
          hint={copy.regionHint}
          error={error('region')}
        >
          {(controlProps) => (
            <SelectField
              registration={form.register('region')}
              options={updateRegionOptions}
              placeholder={copy.regionPlaceholder}
              controlProps={controlProps}
              defaultValue=""
            />
          )}
        </FormField>
      </div>
      <p className="text-slate-700">{updateConsentWords.signUp}</p>
      <HoneypotField registration={form.register('website')} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? copy.busy : copy.button}
        </Button>
      </div>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorSummary } from '@/components/form/error-summary'
import { FormField } from '@/components/form/form-field'
import { NoScriptNotice } from '@/components/form/no-script-notice'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { getSubmissionStatus, type SubmissionStatus } from '../api/get-submission-status'
import { useLanguage } from '@/components/language/use-language'
import { lookupWordsIn } from '../lookup-words'
import type { MissWords, StageWords } from '../page-words'
import { type StatusLookupInput, statusLookupSchemaIn, type StatusLookupValues } from '../schemas'
import { StatusResult } from './status-result'

type Answer = SubmissionStatus | { outcome: 'failed' }

/**
 * The status page's form, so an applicant need not write in to ask: reference and e-mail address
 * in, the stage out. The answer replaces nothing: the entries stay, so a typo is corrected in
 * place, and focus moves to the answer so a screen reader hears it.
 */
export function StatusLookup({ stages, misses }: { stages?: StageWords; misses?: MissWords } = {}) {
  const idPrefix = useId()
  const language = useLanguage()
  const lookupWords = lookupWordsIn[language]
  const [schema] = useState(() => statusLookupSchemaIn(language))
  const fid = (name: string) => `${idPrefix}-${name}`
  const form = useForm<StatusLookupInput, unknown, StatusLookupValues>({
    resolver: zodResolver(schema),
    defaultValues: { reference: '', email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const [answer, setAnswer] = useState<Answer | null>(null)
  const answerRef = useRef<HTMLDivElement>(null)

  async function onValid(values: StatusLookupValues) {
    setAnswer(null)
    let next: Answer
    try {
      next = await getSubmissionStatus(values)
    } catch {
      next = { outcome: 'failed' }
    }
    setAnswer(next)
  }

  // Once an answer has rendered, it takes focus, so a screen reader reads it from its heading.
  useEffect(() => {
    if (answer) answerRef.current?.focus()
  }, [answer])

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, () => setAnswer(null))(event)

  return (
    <div className="grid gap-8">
      <form
        noValidate
        method="dialog"
        aria-label={lookupWords.form.label}
        onSubmit={onSubmit}
        className="grid max-w-xl gap-6"
      >
        <NoScriptNotice language={language} />
        <ErrorSummary form={form} language={language} />
        <FormField
          id={fid('reference')}
          label={lookupWords.form.referenceLabel}
          required
          language={language}
          hint={lookupWords.form.referenceHint}
          error={errors.reference?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('reference')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
            />
          )}
        </FormField>
        <FormField
          id={fid('email')}
          label={lookupWords.form.emailLabel}
          required
          language={language}
          hint={lookupWords.form.emailHint}
          error={errors.email?.message}
        >
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? lookupWords.form.busy : lookupWords.form.submit}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {answer ? (
          <StatusResult
            ref={answerRef}
            answer={answer}
            stages={stages}
            misses={misses}
            language={language}
          />
        ) : null}
      </div>
    </div>
  )
}

import { updateTopicOptions } from '@schemas/update-subscription'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/form/form-field'
import { Checkbox } from '@/components/ui/checkbox'
import { fieldClassName, Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { PublishedSource } from '../api/update-sends-api'
import { SUBJECT_MAX, TEXT_MAX, type UpdateFormValues } from '../schemas'

/** Which topic a news item or an event is about, ticked when the update starts from one. */
const SOURCE_TOPIC = { news: 'news', event: 'events' } as const

/**
 * The update's fields: where the words start from (written here, or a published news item or
 * event), the subject, the text and the topics, each with its message beside it.
 */
export function UpdateFields({
  form,
  sources,
}: {
  form: UseFormReturn<UpdateFormValues>
  sources: readonly PublishedSource[]
}) {
  const { register, formState, getValues, setValue } = form
  const errors = formState.errors
  const source = useWatch({ control: form.control, name: 'source' })
  const invalid = (field: keyof UpdateFormValues) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `update-${field}-error` : undefined,
  })

  // Starting from a published item fills the subject and text, unless the member has written
  // words of their own there: those are never overwritten.
  function chooseSource(value: string) {
    const previous = sources.find((source) => source.value === getValues('source'))
    const next = sources.find((source) => source.value === value)
    setValue('source', value)
    const untouched = (field: 'subject' | 'text') =>
      getValues(field).trim() === '' || getValues(field) === previous?.[field]
    if (next && untouched('subject') && untouched('text')) {
      setValue('subject', next.subject, { shouldValidate: true })
      setValue('text', next.text, { shouldValidate: true })
      const topic = SOURCE_TOPIC[value.split(':')[0] as keyof typeof SOURCE_TOPIC]
      if (topic && !getValues('topics').includes(topic)) {
        setValue('topics', [...getValues('topics'), topic], { shouldValidate: true })
      }
    }
  }

  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="update-source">Start from</Label>
        <select
          id="update-source"
          className={`${fieldClassName} min-h-10`}
          value={source}
          onChange={(event) => chooseSource(event.target.value)}
          {...invalid('source')}
        >
          <option value="written">Words written here</option>
          {sources.map((source) => (
            <option key={source.value} value={source.value}>
              {source.label}
            </option>
          ))}
        </select>
        <FieldError id="update-source-error" message={errors.source?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="update-subject">Subject</Label>
        <Input
          id="update-subject"
          maxLength={SUBJECT_MAX + 50}
          {...invalid('subject')}
          {...register('subject')}
        />
        <FieldError id="update-subject-error" message={errors.subject?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="update-text">Text</Label>
        <p id="update-text-hint" className="text-sm text-slate-700">
          A blank line starts a new paragraph. Every update ends with the link to change topics,
          pause or unsubscribe; you do not need to write it.
        </p>
        <Textarea
          id="update-text"
          rows={12}
          maxLength={TEXT_MAX + 1000}
          {...invalid('text')}
          aria-describedby={errors.text ? 'update-text-error update-text-hint' : 'update-text-hint'}
          {...register('text')}
        />
        <FieldError id="update-text-error" message={errors.text?.message} />
      </div>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.topics ? 'update-topics-error' : undefined}
      >
        <legend className="mb-2 font-medium">Send to the people who asked for</legend>
        {updateTopicOptions.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <Checkbox value={option.value} {...register('topics')} />
            {option.label}
          </label>
        ))}
        <FieldError id="update-topics-error" message={errors.topics?.message} />
      </fieldset>
    </>
  )
}

import { ChevronDown } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { ControlProps } from '@/components/form/form-field'
import { fieldClassName } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { type Option, optionLabel } from '@schemas/fields'
import type { Language } from '@schemas/languages'

/**
 * A native <select> registered with react-hook-form. The value is the stored option value; people
 * see the label. Native on purpose: a phone shows its own picker (the best listbox a phone user
 * gets), it works on the prerendered page before the app has loaded, react-hook-form focuses it
 * as the first invalid field by itself, and it costs no JavaScript (Radix Select and its
 * dependencies were about 25 KB of gzipped JavaScript on each form page).
 */
export function SelectField({
  registration,
  options,
  placeholder,
  controlProps,
  defaultValue = '',
  language = 'en',
}: {
  registration: UseFormRegisterReturn
  options: readonly Option[]
  placeholder: string
  controlProps: ControlProps
  /** The form's default value, so the prerendered page shows it selected before any script runs. */
  defaultValue?: string
  /** The language the options' labels are read in. */
  language?: Language
}) {
  return (
    <div className="relative">
      <select
        {...controlProps}
        {...registration}
        defaultValue={defaultValue}
        // None of the lists is a standard autofill field. Saying so also keeps Chromium from
        // flagging a name that happens to be an autofill token (`region`) as a misused one.
        autoComplete="off"
        className={cn(
          fieldClassName,
          '[&>option]:text-ink min-h-10 appearance-none pr-10 has-[option[value=""]:checked]:text-slate-600',
        )}
      >
        {/* Shown until something is chosen; not choosable, so the field's own rule says what is missing. */}
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionLabel(option, language)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
      />
    </div>
  )
}

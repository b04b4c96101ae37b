import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Controller } from 'react-hook-form'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { Option } from '@schemas/fields'
import type { ControlProps } from '@/components/form/form-field'

/**
 * A Radix Select bound to react-hook-form. The value is the stored option value; people see the
 * label. react-hook-form focuses the trigger when this is the first invalid field.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  options,
  placeholder,
  controlProps,
}: {
  control: Control<T, unknown, unknown>
  name: FieldPath<T>
  options: readonly Option[]
  placeholder: string
  controlProps: ControlProps
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        // SelectTrigger takes no ref; give react-hook-form something it can focus instead.
        field.ref({ focus: () => document.getElementById(controlProps.id)?.focus() })
        return (
          <Select
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
          >
            <SelectTrigger {...controlProps} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )
      }}
    />
  )
}

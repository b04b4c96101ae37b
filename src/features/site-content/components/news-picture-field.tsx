import type { ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SITE_IMAGE_TYPES } from '../lib/site-image'
import { FieldProblem, invalidProps } from './field-problem'

type NewsPictureFieldProps = {
  id: string
  label: string
  hint: string
  problem?: string
  /** What the preview shows: the chosen file's, or the picture the announcement already has. */
  preview?: { src: string; width?: number; height?: number }
  /** Changes when the chosen file is dropped, so the file field empties too. */
  inputKey: number
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void
  onRemove: () => void
}

/**
 * An announcement's picture: a file field (PNG, JPEG or WebP), its refusal beside it, and a
 * preview of the picture it will carry with a button that takes the picture off.
 */
export function NewsPictureField(props: NewsPictureFieldProps) {
  const hintId = `${props.id}-hint`
  return (
    <div className="flex min-w-0 flex-col gap-1 md:col-span-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <p id={hintId} className="text-sm text-slate-700">
        {props.hint}
      </p>
      <FieldProblem id={props.id} problem={props.problem} />
      <Input
        key={props.inputKey}
        id={props.id}
        name="image"
        type="file"
        accept={SITE_IMAGE_TYPES.join(',')}
        onChange={props.onChoose}
        {...invalidProps(props.id, props.problem, hintId)}
      />
      {props.preview && (
        <div className="flex flex-wrap items-end gap-3 pt-2">
          <img
            src={props.preview.src}
            alt="Preview for this announcement"
            width={props.preview.width}
            height={props.preview.height}
            className="h-32 w-auto rounded border border-slate-300 bg-white p-1"
          />
          <Button type="button" variant="outline" size="sm" onClick={props.onRemove}>
            Remove the picture
          </Button>
        </div>
      )}
    </div>
  )
}

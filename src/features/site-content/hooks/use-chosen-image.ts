import { type ChangeEvent, useEffect, useState } from 'react'
import { siteImageProblem, sniffImageType, type SiteImageKind } from '../lib/site-image'
import type { SiteImageType } from '../lib/site-image'

/** A picture the editor has chosen and the browser has checked, not yet uploaded. */
export interface ChosenImage {
  file: File
  type: SiteImageType
  previewUrl: string
  width: number
  height: number
}

/** The picture's size in pixels, for the width and height the built page gives its <img>. */
async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file)
  const size = { width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return size
}

/**
 * A file field's chosen picture (a partner's logo, an announcement's picture): its type, size and
 * bytes are checked when it is chosen, so a refused file never reaches the upload; a preview URL
 * is kept while it is shown and released after. `choose` answers the refusal, if any, in words.
 */
export function useChosenImage(kind: SiteImageKind) {
  const [chosen, setChosen] = useState<ChosenImage>()

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen])

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<string | undefined> {
    const file = event.target.files?.[0]
    setChosen(undefined)
    if (!file) return undefined
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const refused = siteImageProblem(kind, file, head)
    const type = sniffImageType(head)
    if (refused || !type) {
      event.target.value = ''
      return refused
    }
    try {
      const size = await imageSize(file)
      setChosen({ file, type, previewUrl: URL.createObjectURL(file), ...size })
      return undefined
    } catch {
      event.target.value = ''
      return `${file.name} could not be read as an image. Export it again as PNG, JPEG or WebP.`
    }
  }

  return { chosen, choose, clear: () => setChosen(undefined) }
}

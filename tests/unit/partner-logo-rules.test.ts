import { describe, expect, it } from 'vitest'
import {
  partnerLogoObjectOf,
  partnerLogoProblem,
  sniffImageType,
} from '@/features/site-content/lib/partner-logo'
import { makePngLogo, makeSvgWithScript } from '../support/factories'

const head = (bytes: Buffer) => new Uint8Array(bytes.subarray(0, 16))
const fileOf = (name: string, type: string, bytes: Buffer) => ({ name, type, size: bytes.length })

describe('a partner logo is checked before it is uploaded', () => {
  it('accepts a real PNG under 1 MB', () => {
    const png = makePngLogo()
    expect(
      partnerLogoProblem(fileOf(png.name, 'image/png', png.bytes), head(png.bytes)),
    ).toBeUndefined()
    expect(sniffImageType(head(png.bytes))).toBe('image/png')
  })

  it('refuses an SVG (which can carry script), by its type and by its name', () => {
    const svg = makeSvgWithScript()
    expect(partnerLogoProblem(fileOf(svg.name, svg.type, svg.bytes), head(svg.bytes))).toMatch(
      /^SVG logos are not accepted/,
    )
    expect(partnerLogoProblem(fileOf('logo.svg', '', svg.bytes), head(svg.bytes))).toMatch(
      /^SVG logos are not accepted/,
    )
  })

  it('refuses an SVG renamed to .png, by its bytes', () => {
    const svg = makeSvgWithScript()
    expect(partnerLogoProblem(fileOf('logo.png', 'image/png', svg.bytes), head(svg.bytes))).toMatch(
      /is not really a PNG image/,
    )
  })

  it('refuses a file over 1 MB with its size in the message', () => {
    const big = makePngLogo({ padToBytes: 1024 * 1024 + 1 })
    expect(partnerLogoProblem(fileOf('big.png', 'image/png', big.bytes), head(big.bytes))).toMatch(
      /is 1\.0 MB; a logo can be at most 1 MB/,
    )
  })

  it('refuses another type', () => {
    const bytes = Buffer.from('%PDF-1.7')
    expect(partnerLogoProblem(fileOf('logo.pdf', 'application/pdf', bytes), head(bytes))).toBe(
      'logo.pdf is not a PNG, JPEG or WebP image. Choose a logo in one of those formats.',
    )
  })

  it('copies into the site only names the desk made', () => {
    expect(partnerLogoObjectOf('/partner-logos/0b1c-2d.png')).toBe('0b1c-2d.png')
    expect(partnerLogoObjectOf('/partner-logos/../index.html')).toBeUndefined()
    expect(partnerLogoObjectOf('https://example.org/logo.png')).toBeUndefined()
  })
})

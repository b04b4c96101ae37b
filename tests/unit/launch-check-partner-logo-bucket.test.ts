import { describe, expect, it } from 'vitest'
import { judgeBucket } from '../../scripts/lib/partner-logo-bucket-check'

const right = {
  public: true,
  file_size_limit: 1048576,
  allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
}

describe('launch:check judges the partner-logos bucket', () => {
  it('passes the bucket the migration makes', () => {
    expect(judgeBucket(right).status).toBe('pass')
  })

  it('fails a missing bucket and says how to make it', () => {
    expect(judgeBucket(null)).toMatchObject({ status: 'fail' })
    expect(judgeBucket(null).message).toContain('supabase db push')
  })

  it('fails a bucket that takes SVG, is private or has no size limit', () => {
    const svg = judgeBucket({
      ...right,
      allowed_mime_types: [...right.allowed_mime_types, 'image/svg+xml'],
    })
    expect(svg.status).toBe('fail')
    expect(svg.message).toContain('image/svg+xml')
    expect(judgeBucket({ ...right, public: false }).message).toContain('not public')
    expect(judgeBucket({ ...right, file_size_limit: null }).message).toContain('not 1 MB')
    expect(judgeBucket({ ...right, allowed_mime_types: null }).message).toContain('every type')
  })
})

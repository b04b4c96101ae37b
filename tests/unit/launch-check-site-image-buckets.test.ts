import { describe, expect, it } from 'vitest'
import { newsImageKind } from '@/features/site-content/lib/news-image'
import { judgeBucket } from '../../scripts/lib/site-image-bucket-check'

const right = {
  public: true,
  file_size_limit: 1048576,
  allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
}

describe('launch:check judges the buckets of the site’s pictures', () => {
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

  it('judges the news-images bucket by its own 2 MB limit', () => {
    const news = { ...right, file_size_limit: 2097152 }
    expect(judgeBucket(news, newsImageKind)).toMatchObject({
      status: 'pass',
      message:
        'Storage: the news-images bucket is public and takes only PNG, JPEG and WebP up to 2 MB.',
    })
    expect(judgeBucket({ ...news, file_size_limit: 5242880 }, newsImageKind).message).toContain(
      'not 2 MB',
    )
    expect(judgeBucket({ ...news, public: false }, newsImageKind).message).toContain(
      'the build reads pictures at their public URL',
    )
  })
})

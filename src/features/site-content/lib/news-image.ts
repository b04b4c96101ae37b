import type { SiteImageKind } from './site-image'

/**
 * An announcement's picture: the news-images bucket (migration
 * 20251101060000_site_content.sql: PNG, JPEG or WebP, at most 2 MB, a photo saved for the web),
 * served by the site under /news-images/. Checked like every uploaded picture (`site-image.ts`).
 */
export const newsImageKind: SiteImageKind = {
  bucket: 'news-images',
  siteDir: '/news-images/',
  maxBytes: 2 * 1024 * 1024,
  noun: 'picture',
}

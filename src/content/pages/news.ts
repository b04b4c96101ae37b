import { paths } from '@/config/paths'
import type { Link } from '@/content/schema'

/** Where the Atom feed of the announcements is served (written by scripts/prerender.ts). */
export const newsFeedPath = '/news/feed.xml'

/** The words of /news, /news/archive and the home page's "Latest news". */
export const newsPage = {
  hero: {
    eyebrow: 'News',
    title: 'News from the Idaho AI Alliance',
    lead: 'Announcements about training, AI Coaches, contests, statewide events and partners, newest first.',
  },
  /** How many announcements /news shows; the archive holds every one. */
  latestCount: 5,
  latestTitle: 'Latest announcements',
  none: 'No announcement has been published yet.',
  archiveLink: { label: 'All announcements, by year', href: paths.newsArchive } satisfies Link,
  feed: {
    label: 'Subscribe to the news feed (Atom)',
    title: 'Idaho AI Alliance news',
    subtitle: 'Announcements from the Idaho AI Alliance, newest first.',
  },
  archive: {
    hero: {
      eyebrow: 'News',
      title: 'News archive',
      lead: 'Every announcement the Alliance has published, by year, newest first.',
    },
    back: { label: 'Back to the latest news', href: paths.news } satisfies Link,
  },
  home: {
    title: 'Latest news',
    count: 2,
    more: { label: 'All news', href: paths.news } satisfies Link,
  },
}

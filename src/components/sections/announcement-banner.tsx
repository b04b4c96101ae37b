import { ArrowRight, CalendarDays } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { type TimeSpan, Timed, When } from '@/components/ui/timed'
import type { Link } from '@/content/schema'

export type AnnouncementBannerProps = {
  /** The announcement, written from the next event's record: "<name>: <dates>, <place>". */
  text: string
  link: Link
  /** For a dated announcement: what it says while the span runs; after the span it is gone. */
  nowText?: string
  span?: Partial<TimeSpan>
}

/** A slim announcement bar above the hero; the whole message is one link so it is one tab stop. */
export function AnnouncementBanner({ text, link, nowText, span }: AnnouncementBannerProps) {
  if (span?.startsAt && span.endsAt) {
    const dated = { startsAt: span.startsAt, endsAt: span.endsAt }
    return (
      <Timed as="div" span={dated} hideWhenPast>
        <Banner
          link={link}
          text={
            <>
              <When states={['upcoming']}>{text}</When>
              <When states={['now', 'past']}>{nowText ?? text}</When>
            </>
          }
        />
      </Timed>
    )
  }
  return <Banner text={text} link={link} />
}

function Banner({ text, link }: { text: ReactNode; link: Link }) {
  return (
    <aside aria-label="Announcement" className="bg-accent text-accent-foreground">
      <div className="max-w-content mx-auto flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <p className="font-semibold">{text}</p>
        <AppLink
          href={link.href}
          external={link.external}
          className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </AppLink>
      </div>
    </aside>
  )
}

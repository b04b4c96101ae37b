import published from 'virtual:page-copy/events'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { AddToCalendarLink, SubscribeToEvents } from '@/components/sections/event-calendar-links'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { useSiteContent } from '@/components/sections/site-content-context'
import { useLabels } from '@/components/sections/use-labels'
import { Timed, When } from '@/components/ui/timed'
import { contactLinks, paths } from '@/config/paths'
import { isDated, splitEvents, sponsorCall } from '@/content/event-schedule'
import { eventsPage as page } from '@/content/pages/events'
import { contentBuiltAt } from '@/content/published'
import type { LabelsOf } from '@/content/page-copy-schema'
import type { SiteEvent } from '@/content/site-content-schema'

/** An event's card; its labels and state words are page copy (`event-cards`). */
function cards(events: readonly SiteEvent[], words: LabelsOf<'event-cards'>) {
  return events.map((event) => ({
    title: event.name,
    text: event.description,
    icon: page.list.icons[event.slug] ?? page.list.defaultIcon,
    meta: [
      { label: words.when, value: event.dates },
      { label: words.where, value: event.location },
    ],
    items: event.highlights,
    itemsTitle: words.highlights,
    // An event without a website of its own shows no link.
    link: event.url ? { label: words.link, href: event.url, external: true } : undefined,
    // A dated event also goes into a calendar (its own .ics file); an undated one has no day to put.
    extra:
      event.startsAt && event.endsAt ? (
        <>
          <Timed
            as="div"
            span={{ startsAt: event.startsAt, endsAt: event.endsAt }}
            className="text-sm font-semibold"
          >
            <When states={['upcoming']} className="text-primary">
              {words.upcoming}
            </When>
            <When states={['now']} className="text-green-800">
              {words.now}
            </When>
            <When states={['past']} className="text-slate-700">
              {words.past}
            </When>
          </Timed>
          <AddToCalendarLink slug={event.slug} name={event.name} />
        </>
      ) : undefined,
  }))
}

export function Component() {
  const { block } = usePageCopy(paths.events, published)
  const hero = block('hero', 'hero')
  const list = block('events', 'prose')
  const [intro, ...noneUpcoming] = list.paragraphs
  const pastIntro = block('past-events', 'prose')
  const getInvolved = block('get-involved', 'list')
  const cta = block('cta', 'cta')
  const words = useLabels('event-cards')
  // Split at the build's clock (the prerender and the hydrating app agree); each card's state then
  // follows the visitor's clock, so a page built before an event ended still says it took place.
  const { events } = useSiteContent()
  const { upcoming, past } = splitEvents(events, contentBuiltAt)
  const upcomingDated = upcoming.filter((event) => event.startsAt)
  // The band's last action follows the schedule shown (the draft's, in a preview): "Sponsor Idaho
  // AI Week 2027" while a Week is scheduled, else the partner call. It is not page copy.
  const sponsor = sponsorCall(events, contentBuiltAt, contactLinks.partner)
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={list.id} title={list.title} intro={intro}>
        {upcomingDated.length === 0 &&
          noneUpcoming.map((paragraph) => (
            <p key={paragraph} className="max-w-3xl text-lg font-semibold text-slate-800">
              {paragraph}
            </p>
          ))}
        {upcoming.length > 0 && <CardGrid items={cards(upcoming, words)} />}
        {/* The calendar of every dated event, past ones too (a calendar keeps its history). */}
        {events.some(isDated) && <SubscribeToEvents />}
      </Section>
      {past.length > 0 && (
        <Section
          id={pastIntro.id}
          title={pastIntro.title}
          intro={pastIntro.paragraphs}
          tone="muted"
        >
          <CardGrid items={cards(past, words)} />
        </Section>
      )}
      <Section
        id={getInvolved.id}
        title={getInvolved.title ?? ''}
        intro={getInvolved.intro}
        tone="muted"
      >
        <BulletList items={getInvolved.items} columns={2} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={[...(cta.actions ?? []), sponsor]} />
    </>
  )
}

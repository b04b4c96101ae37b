import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Timed, When } from '@/components/ui/timed'
import { events } from '@/content/events'
import { eventsPage as page } from '@/content/pages/events'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.list.id} title={page.list.title} intro={page.list.intro}>
        <CardGrid
          items={events.map((event) => ({
            title: event.name,
            text: event.description,
            icon: page.list.icons[event.slug],
            meta: [
              { label: 'When', value: event.dates },
              { label: 'Where', value: event.location },
            ],
            items: event.highlights,
            itemsTitle: 'Highlights',
            link: { label: page.list.linkLabel, href: event.url, external: true },
            extra:
              event.startsAt && event.endsAt ? (
                <Timed
                  as="div"
                  span={{ startsAt: event.startsAt, endsAt: event.endsAt }}
                  className="text-sm font-semibold"
                >
                  <When states={['upcoming']} className="text-primary">
                    {page.list.status.upcoming}
                  </When>
                  <When states={['now']} className="text-green-800">
                    {page.list.status.now}
                  </When>
                  <When states={['past']} className="text-slate-700">
                    {page.list.status.past}
                  </When>
                </Timed>
              ) : undefined,
          }))}
        />
      </Section>
      <Section id={page.getInvolved.id} title={page.getInvolved.title} tone="muted">
        <BulletList items={page.getInvolved.points} columns={2} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  )
}

import { Clock, Mail, Phone } from 'lucide-react'
import { Section } from '@/components/sections/section'
import { AppLink } from '@/components/ui/app-link'
import type { BlockOf, PageBlock } from '@/content/page-copy-schema'
import { siteConfig } from '@/content/site'

const linkClass = 'font-semibold text-primary underline hover:text-primary-hover'

/** The blocks /contact shows beside its form, by their ids in the page's seed. */
export const channelBlocks = {
  channels: 'other-ways',
  hours: 'office-hours',
  related: 'looking-for',
} as const

function find<K extends PageBlock['kind']>(blocks: readonly PageBlock[], id: string, kind: K) {
  const found = blocks.find((block) => block.id === id)
  return found?.kind === kind ? (found as BlockOf<K>) : undefined
}

/**
 * The column beside /contact's form: the other ways to reach the initiative (the labels are the
 * `other-ways` block's, the e-mail address and phone number the contact record's), the office
 * hours and reply time, and the related links. Each part shows while its block is on the page.
 */
export function ContactChannels({ blocks }: { blocks: readonly PageBlock[] }) {
  const channels = find(blocks, channelBlocks.channels, 'list')
  const hours = find(blocks, channelBlocks.hours, 'prose')
  const related = find(blocks, channelBlocks.related, 'links')
  if (!channels) return null
  const [emailLabel, phoneLabel] = channels.items
  const [hoursText, ...response] = hours?.paragraphs ?? []
  return (
    <Section id={channels.id} title={channels.title ?? ''} intro={channels.intro}>
      <dl className="flex flex-col gap-5 text-lg">
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <Mail aria-hidden="true" className="text-primary size-5 shrink-0" />
            {emailLabel}
          </dt>
          <dd className="pl-7">
            <a href={`mailto:${siteConfig.email}`} className={linkClass}>
              {siteConfig.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold">
            <Phone aria-hidden="true" className="text-primary size-5 shrink-0" />
            {phoneLabel}
          </dt>
          <dd className="pl-7">
            <a href={siteConfig.phoneHref} className={linkClass}>
              {siteConfig.phone}
            </a>
          </dd>
        </div>
        {hours && (
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="text-primary size-5 shrink-0" />
              {hours.title}
            </dt>
            <dd className="pl-7">{hoursText}</dd>
          </div>
        )}
      </dl>
      {response.map((paragraph) => (
        <p key={paragraph} className="text-slate-700">
          {paragraph}
        </p>
      ))}
      {related && (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">{related.title}</h3>
          <ul className="flex flex-col gap-1">
            {related.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} external={link.external} className={linkClass}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  )
}

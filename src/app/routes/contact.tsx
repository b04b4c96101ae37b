import published from 'virtual:page-copy/contact'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
import { channelBlocks, ContactChannels } from '@/features/contact/components/contact-channels'
import { ContactForm } from '@/features/contact/components/contact-form'

/**
 * /contact is arranged by its editors: its blocks, in their order, rendered by kind, with the
 * contact form under the block that introduces it (which the desk keeps) and, beside it at wide
 * widths, the other ways to reach the initiative, the office hours and the related links.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.contact, published)
  const [form] = FORM_BLOCKS[paths.contact]
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      within={Object.values(channelBlocks)}
      design={{ [form]: { beside: <ContactChannels blocks={blocks} /> } }}
      extras={{ [form]: <ContactForm /> }}
    />
  )
}

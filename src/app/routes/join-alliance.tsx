import published from 'virtual:page-copy/join-alliance'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
import { joinAllianceIcons } from '@/content/pages/join-alliance'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'

/**
 * /join-alliance is arranged by its editors: its blocks, in their order, rendered by kind, with the
 * registration form in the section of the call to action that introduces it (which the desk keeps).
 */
export function Component() {
  const { blocks } = usePageCopy(paths.joinAlliance, published)
  const [form] = FORM_BLOCKS[paths.joinAlliance]
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{
        'ways-to-take-part': { icons: joinAllianceIcons.waysToTakePart },
        [form]: { inSection: true },
      }}
      extras={{ [form]: <AllianceRegistrationForm /> }}
    />
  )
}

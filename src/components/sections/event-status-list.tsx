import { Timed, When } from '@/components/ui/timed'
import type { EventLine } from '@/content/event-schedule'

/** The words each dated line ends with, by its state (the same as the /events cards). */
export interface EventStatusWords {
  upcoming: string
  now: string
  past: string
}

/**
 * A short list of events (the Statewide Events card of /programs), each dated one marked as coming
 * up, happening now or past. The order and the marks are the build's (which is when the site is
 * published); the marks then follow the visitor's clock through `<Timed>`, which the boot script
 * corrects before the app loads, so a page built before an event ended does not present it as
 * still to come.
 */
export function EventStatusList({
  lines,
  words,
}: {
  lines: readonly EventLine[]
  words: EventStatusWords
}) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {lines.map(({ text, span }) => (
        <li key={text}>
          {text}
          {span ? (
            <Timed span={span}>
              {' '}
              <When states={['upcoming']} className="text-primary font-semibold">
                ({words.upcoming})
              </When>
              <When states={['now']} className="font-semibold text-green-800">
                ({words.now})
              </When>
              <When states={['past']} className="font-semibold">
                ({words.past})
              </When>
            </Timed>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

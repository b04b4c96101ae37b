/**
 * Which parts of the content each page reads while it is prerendered: the dependency map that
 * lets a publication render again only the pages whose words changed (scripts/lib/site-data.ts
 * names the parts). Observed rather than written by hand, so a component that starts reading the
 * footer or another page's block is counted without anyone keeping a list.
 *
 * The server bundle wraps the content it reads (scripts/lib/site-data-modules.ts) in proxies that
 * report each read to a listener the prerender sets on globalThis: the bundle carries its own copy
 * of this module, so a module-level variable would not be shared with scripts/prerender.ts.
 */
const LISTENER = Symbol.for('idaho-ai-alliance.content-reads')

type Listener = (part: string) => void
type WithListener = { [LISTENER]?: Listener }

function note(part: string) {
  ;(globalThis as WithListener)[LISTENER]?.(part)
}

/** The site content (site.json's), reporting `site:<key>`, `site-page:<route>` and wildcards. */
export function trackedSiteContent<T extends object>(content: T): T {
  const pages = (content as { pages?: object }).pages
  const trackedPages =
    pages &&
    new Proxy(pages, {
      get(target, key, receiver) {
        if (typeof key === 'string') note(`site-page:${key}`)
        return Reflect.get(target, key, receiver)
      },
      has(target, key) {
        if (typeof key === 'string') note(`site-page:${key}`)
        return Reflect.has(target, key)
      },
      ownKeys(target) {
        note('site-page:*')
        return Reflect.ownKeys(target)
      },
    })
  return new Proxy(content, {
    get(target, key, receiver) {
      if (key === 'pages' && trackedPages) {
        // The pages object itself: each page read is counted by the inner proxy.
        return trackedPages
      }
      if (typeof key === 'string') note(`site:${key}`)
      return Reflect.get(target, key, receiver)
    },
    has(target, key) {
      if (typeof key === 'string') note(key === 'pages' ? 'site-page:*' : `site:${key}`)
      return Reflect.has(target, key)
    },
    ownKeys(target) {
      note('site:*')
      return Reflect.ownKeys(target)
    },
  })
}

/** A page's blocks, reporting `page:<route>` on any read. */
export function trackedPage<T extends object>(route: string, blocks: T): T {
  const part = `page:${route}`
  return new Proxy(blocks, {
    get(target, key, receiver) {
      note(part)
      return Reflect.get(target, key, receiver)
    },
    has(target, key) {
      note(part)
      return Reflect.has(target, key)
    },
    ownKeys(target) {
      note(part)
      return Reflect.ownKeys(target)
    },
  })
}

/**
 * Collects reads by page. Reads outside any page (while the bundle loads) count for every page.
 */
export class ContentReads {
  private current: Set<string> | undefined
  readonly outside = new Set<string>()
  readonly byPage = new Map<string, Set<string>>()

  constructor() {
    ;(globalThis as WithListener)[LISTENER] = (part) => (this.current ?? this.outside).add(part)
  }

  /** Runs one page's render, counting what it reads under `key`. */
  async during<T>(key: string, render: () => Promise<T>): Promise<T> {
    const reads = new Set<string>()
    this.current = reads
    try {
      return await render()
    } finally {
      this.current = undefined
      this.byPage.set(key, reads)
    }
  }

  stop() {
    delete (globalThis as WithListener)[LISTENER]
  }
}

/**
 * The reads of a page's first render that its second render did not repeat: values a module
 * computed once (while it loaded, or cached on first use) and every later page reuses without
 * reading again. Such a part counts for every page.
 */
export function readOnce(
  first: ReadonlyMap<string, ReadonlySet<string>>,
  second: ReadonlyMap<string, ReadonlySet<string>>,
): Set<string> {
  const once = new Set<string>()
  for (const [key, reads] of first) {
    const again = second.get(key) ?? new Set<string>()
    for (const part of reads) if (!again.has(part)) once.add(part)
  }
  return once
}

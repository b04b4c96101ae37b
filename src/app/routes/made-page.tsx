import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { madePageBlocks } from 'virtual:made-page-blocks'
import { useDraftPages } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import type { PageBlock } from '@/content/page-copy-schema'

type Blocks = PageBlock[] | null

const loaded = new Map<string, Blocks>()

function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

// The page the browser opened: its blocks are fetched with the build's data before React
// hydrates it (the router loads this module first), so hydration finds the prerendered words.
if (typeof window !== 'undefined') {
  const route = routeOf(window.location.pathname)
  loaded.set(route, await madePageBlocks(route))
}

/** The blocks known now: loaded already, or read at once (the prerender reads its data files). */
function blocksNow(route: string): Blocks | undefined {
  if (loaded.has(route)) return loaded.get(route)
  const value = madePageBlocks(route)
  return value instanceof Promise ? undefined : value
}

/**
 * A page the team made in the desk: its blocks, in order, rendered by kind, like every arranged
 * page. The desk's preview shows the draft's blocks for it.
 */
export function MadePage({ route }: { route: string }) {
  const draft = useDraftPages()?.[route]?.blocks
  const [blocks, setBlocks] = useState(() => blocksNow(route))
  useEffect(() => {
    if (draft || blocks !== undefined) return
    let current = true
    void Promise.resolve(madePageBlocks(route)).then((found) => {
      loaded.set(route, found)
      if (current) setBlocks(found)
    })
    return () => {
      current = false
    }
  }, [route, draft, blocks])
  return <RenderBlocks blocks={draft ?? blocks ?? []} />
}

export function Component() {
  const route = routeOf(useLocation().pathname)
  return <MadePage key={route} route={route} />
}

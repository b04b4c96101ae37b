import { describe, expect, it } from 'vitest'
import { dynamicPaths, paths, publicPaths } from '@/config/paths'
import { isSearchedPage, searchedPaths } from './searched-pages'

describe('the pages the site search covers', () => {
  it('are every public page but the search page and the pages of an e-mail’s signed link', () => {
    const left = [paths.search, paths.updatesConfirm, paths.updatesPreferences] as string[]
    expect(searchedPaths).toEqual(publicPaths.filter((route) => !left.includes(route)))
    expect(searchedPaths).toContain(paths.updates)
    expect(searchedPaths).toContain(paths.news)
    expect(searchedPaths).toContain(paths.newsArchive)
    expect(searchedPaths).toContain(paths.events)
    expect(isSearchedPage(paths.search)).toBe(false)
  })

  it('leave out the desk, the sign-in pages and the not-found page', () => {
    for (const route of dynamicPaths) expect(isSearchedPage(route)).toBe(false)
    expect(isSearchedPage('/404')).toBe(false)
  })
})

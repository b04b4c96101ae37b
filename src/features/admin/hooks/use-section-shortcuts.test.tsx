import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSectionShortcuts } from './use-section-shortcuts'

describe('useSectionShortcuts', () => {
  it('"/" goes to the search box and "?" opens the shortcuts', () => {
    render(<input id="search" aria-label="Search" />)
    const { result } = renderHook(() => useSectionShortcuts('search', false))
    fireEvent.keyDown(document.body, { key: '/' })
    expect(screen.getByLabelText('Search')).toHaveFocus()

    act(() => screen.getByLabelText('Search').blur())
    fireEvent.keyDown(document.body, { key: '?' })
    expect(result.current.helpOpen).toBe(true)
  })

  it('stays quiet while something else has the keyboard', () => {
    render(<input id="search" aria-label="Search" />)
    const { result } = renderHook(() => useSectionShortcuts('search', true))
    fireEvent.keyDown(document.body, { key: '/' })
    fireEvent.keyDown(document.body, { key: '?' })
    expect(screen.getByLabelText('Search')).not.toHaveFocus()
    expect(result.current.helpOpen).toBe(false)
  })
})

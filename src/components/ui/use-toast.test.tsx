import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { dismiss, toast } from '@/components/ui/use-toast'

afterEach(() => {
  act(() => dismiss())
  vi.useRealTimers()
})

describe('toast()', () => {
  it('can be called before the Toaster mounts (e.g. right before a redirect) and still shows', async () => {
    act(() => {
      toast({
        title: 'Access Denied',
        description: 'You need the admin role.',
        variant: 'destructive',
      })
    })
    render(<Toaster />)
    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.getByText('You need the admin role.')).toBeInTheDocument()
  })

  it('shows title and description and closes from its close button', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Application submitted', variant: 'success' })
    })
    expect(await screen.findByText('Application submitted')).toBeInTheDocument()
    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).click()
    })
    vi.useFakeTimers()
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.queryByText('Application submitted')).not.toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ListRange, SubmissionsPager } from './submissions-pager'

describe('SubmissionsPager', () => {
  it('is absent while every record fits on one page', () => {
    render(
      <SubmissionsPager
        title="Coach Applications"
        page={0}
        pageCount={1}
        total={50}
        onPage={vi.fn()}
      />,
    )
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('turns pages and cannot go before the first or past the last', async () => {
    const onPage = vi.fn()
    const { rerender } = render(
      <SubmissionsPager
        title="Coach Applications"
        page={0}
        pageCount={3}
        total={120}
        onPage={onPage}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Coach Applications pages' })
    expect(nav).toHaveTextContent('Page 1 of 3')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPage).toHaveBeenCalledWith(1)

    rerender(
      <SubmissionsPager
        title="Coach Applications"
        page={2}
        pageCount={3}
        total={120}
        onPage={onPage}
      />,
    )
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPage).toHaveBeenLastCalledWith(1)
  })
})

describe('ListRange', () => {
  it('says which records of how many are shown', () => {
    render(<ListRange page={1} total={1204} loading={false} nounPlural="applications" />)
    expect(screen.getByText('Showing 51–100 of 1,204 applications')).toBeVisible()
  })

  it('says nothing while loading or when the list is empty', () => {
    const { container, rerender } = render(
      <ListRange page={0} total={10} loading nounPlural="applications" />,
    )
    expect(container).toHaveTextContent('')
    rerender(<ListRange page={0} total={0} loading={false} nounPlural="applications" />)
    expect(container).toHaveTextContent('')
  })
})

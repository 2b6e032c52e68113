import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster, toast, toaster } from './Toast'

afterEach(() => {
  act(() => toaster.remove())
})

describe('toast', () => {
  it('shows one toast at a time: a new toast replaces the old one', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid username or password', tone: 'destructive' })
    })
    expect(await screen.findByText('Login Failed')).toBeInTheDocument()
    expect(screen.getByText('Login Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger')

    act(() => {
      toast({ title: 'Welcome back', tone: 'success' })
    })
    expect(await screen.findByText('Welcome back')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Login Failed')).not.toBeInTheDocument())
    expect(screen.getAllByRole('status')).toHaveLength(1)

    act(() => {
      toast({ title: 'Third' })
      toast({ title: 'Fourth' })
    })
    expect(await screen.findByText('Fourth')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Third')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1))
  })

  it('lives in a polite live region for screen readers', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Saved' })
    })
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Saved')
    const region = status.closest('[aria-live]')
    expect(region).toHaveAttribute('aria-live', 'polite')
  })
})

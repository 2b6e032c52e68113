import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Toaster, dismissToast, toast, toaster } from './Toast';

afterEach(() => {
  act(() => toaster.remove());
});

// zag's timers (auto-dismiss, then removal after the exit delay, on animation frames) run slowly in jsdom
// on a loaded machine.
const EXIT = { timeout: 25_000 };

// The visible toast (the lazily loaded Ark UI): everything inside the Ark toast group.
const visible = async () => {
  const group = await screen.findByRole('region', { name: /Notifications/ });
  return within(group);
};

describe('toast', () => {
  it('renders only an empty polite live region until the first toast, then the lazy toast UI', async () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toBeEmptyDOMElement();
    expect(status.parentElement?.children).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Saved', description: 'Your changes are stored.' });
    });
    // announced by the region that was already there
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Saved Your changes are stored.');
    const ui = await visible();
    expect(await ui.findByText('Saved')).toBeInTheDocument();
    // the visible toast is not a second live region (it would be read twice)
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute('aria-live', 'off');
  });

  it('shows one toast at a time: a new toast replaces the old one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid username or password', tone: 'destructive' });
    });
    let ui = await visible();
    expect(await ui.findByText('Login Failed')).toBeInTheDocument();
    expect(ui.getByText('Login Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');

    act(() => {
      toast({ title: 'Welcome back', tone: 'success' });
    });
    ui = await visible();
    expect(await ui.findByText('Welcome back')).toBeInTheDocument();
    await waitFor(() => expect(ui.queryByText('Login Failed')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back');
    expect(screen.getByRole('status')).not.toHaveTextContent('Login Failed');

    act(() => {
      toast({ title: 'Third' });
      toast({ title: 'Fourth' });
    });
    expect(await ui.findByText('Fourth')).toBeInTheDocument();
    await waitFor(() => expect(ui.queryByText('Third')).not.toBeInTheDocument());
    await waitFor(() => expect(ui.getAllByRole('group')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^Fourth$/);
  });

  it('dismissToast() and the close button close it', async () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Letter generated', tone: 'info' });
    });
    let ui = await visible();
    expect(await ui.findByText('Letter generated')).toBeInTheDocument();
    act(() => dismissToast('some-other-id'));
    expect(toaster.get()?.id).toBe(id);
    act(() => dismissToast(id));
    expect(toaster.get()).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(ui.queryByText('Letter generated')).not.toBeInTheDocument(), EXIT);

    act(() => {
      toast({ title: 'Again' });
    });
    ui = await visible();
    await userEvent.click(await ui.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toaster.get()).toBeNull(), EXIT);
    // (zag removes it after its exit delay, on animation frames: slow in jsdom)
    await waitFor(() => expect(ui.queryByText('Again')).not.toBeInTheDocument(), EXIT);
  }, 60_000);

  it('auto-dismisses after its duration', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Short', duration: 300 });
    });
    const ui = await visible();
    expect(await ui.findByText('Short')).toBeInTheDocument();
    await waitFor(() => expect(toaster.get()).toBeNull(), EXIT);
    await waitFor(() => expect(ui.queryByText('Short')).not.toBeInTheDocument(), EXIT);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  }, 60_000);

  it('a toast raised before the Toaster mounts (e.g. by a remote) still shows', async () => {
    act(() => {
      toast({ title: 'Early' });
    });
    render(<Toaster />);
    expect(screen.getByRole('status')).toHaveTextContent('Early');
    const ui = await visible();
    expect(await ui.findByText('Early')).toBeInTheDocument();
  });

  it('shows at the top of the screen, away from the bottom-right buttons of dialogs, forms and bottom sheets', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Account Created!' });
    });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('data-side', 'top');
    expect(region).toHaveAttribute('data-align', 'center');
  });

  it('returns distinct ids', () => {
    const spy = vi.fn();
    const off = toaster.subscribe(spy);
    const a = toast({ title: 'a' });
    const b = toast({ title: 'b' });
    off();
    expect(a).not.toBe(b);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('toast while a modal dialog is open', () => {
  // Everything a test renders sits in one container under <body>; the open modal hides it (and every other
  // sibling of the dialog) from assistive technology on the next frame.
  async function openDialog() {
    const { container } = render(
      <>
        <Toaster />
        <Dialog defaultOpen title="Start New Dispute" footer={<Button>File Dispute</Button>} />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));
    return dialog;
  }

  it('is announced: the live region and the toast stay in the accessibility tree', async () => {
    await openDialog();
    act(() => {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', tone: 'destructive' });
    });
    // (queries without `hidden: true` skip whatever is under aria-hidden)
    expect(screen.getByRole('status')).toHaveTextContent('Missing Information Please fill in all required fields');
    const ui = await visible();
    expect(await ui.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByRole('status').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('its close button is reachable, and closing it leaves the dialog open', async () => {
    const dialog = await openDialog();
    act(() => {
      toast({ title: 'Action Completed' });
    });
    const ui = await visible();
    await userEvent.click(await ui.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toaster.get()).toBeNull(), EXIT);
    await waitFor(() => expect(ui.queryByText('Action Completed')).not.toBeInTheDocument(), EXIT);
    // (jsdom has no layout to tell a click outside the dialog: e2e/tests/toasts.spec.ts clicks in Chromium)
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
  }, 60_000);
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';
import { Progress } from './Progress';
import { overflowSides, Tabs } from './Tabs';
import { TextField } from './TextField';
import { Switch } from './Switch';
import { SidebarNav } from './SidebarNav';
import { Badge } from './Badge';
import { Card } from './Card';

describe('Button', () => {
  it('is a native button that calls onPress and onClick', async () => {
    const onPress = vi.fn();
    const onClick = vi.fn();
    render(
      <Button onPress={onPress} onClick={onClick}>
        Save
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Save' });
    expect(btn.tagName).toBe('BUTTON');
    expect(btn).toHaveAttribute('type', 'button');
    await userEvent.click(btn);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label and is disabled while pending (aria-disabled, aria-busy, still focusable)', async () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <Button onPress={onPress} pendingLabel="Logging out...">
        Logout
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Logout' });
    expect(btn).toBeEnabled();
    expect(btn).not.toHaveAttribute('aria-busy');
    expect(btn).not.toHaveAttribute('aria-disabled');
    await userEvent.click(btn);
    expect(onPress).toHaveBeenCalledTimes(1);
    btn.focus();

    rerender(
      <Button onPress={onPress} isPending pendingLabel="Logging out...">
        Logout
      </Button>,
    );
    const pending = screen.getByRole('button', { name: 'Logging out...' });
    expect(pending).toBe(btn);
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveFocus();
    expect(screen.queryByText('Logout')).not.toBeInTheDocument();
    await userEvent.click(pending);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while pending', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Log in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending pendingLabel="Logging in...">
          Log in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logging in...' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('isDisabled disables it natively', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Save
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Save' });
    expect(btn).toBeDisabled();
    await userEvent.click(btn);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is operable by keyboard (Enter and Space)', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('forwards ref, className, aria-* and variant classes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="lg" fullWidth className="extra" aria-describedby="hint" aria-label="Delete account">
        Delete
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Delete account' });
    expect(ref.current).toBe(btn);
    expect(btn).toHaveClass('extra');
    expect(btn).toHaveAttribute('aria-describedby', 'hint');
    expect(btn.className).toMatch(/w_100%/);
  });
});

describe('Progress', () => {
  it.each([
    [150, '100'],
    [-20, '0'],
    [42, '42'],
  ])('clamps %s to %s', (value, expected) => {
    render(<Progress value={value} label="Goal progress" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', expected);
    expect(screen.getByText(`${expected}%`)).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('shows its error message, marks the input invalid and keeps the typed value', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError('Invalid email address');
          }}
        >
          <TextField label="Email" name="email" errorMessage={error} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('not-an-email');
    expect(input).toHaveAccessibleDescription('Invalid email address');
  });
});

describe('Dialog', () => {
  it('opens from its trigger, closes with Escape and returns focus', async () => {
    render(
      <Dialog
        title="Send certified mail"
        trigger={<Button>Open</Button>}
        footer={
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      >
        <p>Body text</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Send certified mail');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from a DialogClose button (controlled)', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <span data-testid="state">{open ? 'open' : 'closed'}</span>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Confirm"
            footer={
              <DialogClose>
                <Button>Cancel</Button>
              </DialogClose>
            }
          />
        </>
      );
    }
    render(<Controlled />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        aria-label="Sections"
        onValueChange={onChange}
        items={[
          { value: 'overview', label: 'Overview', content: <p>Overview panel</p> },
          { value: 'letters', label: 'Letters', content: <p>Letters panel</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Overview panel')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Letters' }));
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Letters panel')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('letters');

    // keyboard: Tab into the list focuses the selected tab; arrows move and select (automatic activation)
    await userEvent.click(document.body);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('Tabs that do not fit', () => {
  const ITEMS = ['Upload Documents', 'AI Letters', 'USPS Mailing', 'Tracking'].map((label, i) => ({ value: `t${i}`, label, content: <p>{label} panel</p> }));
  /** Gives the tab list a layout jsdom does not compute: `scrollWidth` of content in a `clientWidth` box, scrolled to `scrollLeft`. */
  function layout(el: HTMLElement, box: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
    for (const [key, value] of Object.entries(box)) Object.defineProperty(el, key, { configurable: true, writable: true, value });
    act(() => {
      el.dispatchEvent(new Event('scroll'));
    });
  }

  it('marks the side that has more tabs (the fade) as the bar scrolls, and nothing when all fit', () => {
    render(<Tabs aria-label="Steps" items={ITEMS} />);
    const bar = screen.getByRole('tablist', { name: 'Steps' });
    expect(bar).not.toHaveAttribute('data-overflow');
    layout(bar, { scrollWidth: 600, clientWidth: 390, scrollLeft: 0 });
    expect(bar).toHaveAttribute('data-overflow', 'end');
    layout(bar, { scrollWidth: 600, clientWidth: 390, scrollLeft: 100 });
    expect(bar).toHaveAttribute('data-overflow', 'both');
    layout(bar, { scrollWidth: 600, clientWidth: 390, scrollLeft: 210 });
    expect(bar).toHaveAttribute('data-overflow', 'start');
    layout(bar, { scrollWidth: 390, clientWidth: 390, scrollLeft: 0 });
    expect(bar).not.toHaveAttribute('data-overflow');
  });

  it('scrolls a selected tab that is out of view into the bar', async () => {
    render(<Tabs aria-label="Steps" items={ITEMS} />);
    const bar = screen.getByRole('tablist', { name: 'Steps' });
    const last = screen.getByRole('tab', { name: 'Tracking' });
    Object.defineProperty(last, 'offsetLeft', { configurable: true, value: 480 });
    Object.defineProperty(last, 'offsetWidth', { configurable: true, value: 100 });
    layout(bar, { scrollWidth: 600, clientWidth: 390, scrollLeft: 0 });
    await userEvent.click(last);
    // 480 + 100 + a 40 px margin clear of the fade, less the 390 px box
    expect(bar.scrollLeft).toBe(230);
  });

  it('overflowSides: none, end, both, start', () => {
    expect(overflowSides({ scrollWidth: 300, clientWidth: 300, scrollLeft: 0 })).toBeUndefined();
    expect(overflowSides({ scrollWidth: 500, clientWidth: 300, scrollLeft: 0 })).toBe('end');
    expect(overflowSides({ scrollWidth: 500, clientWidth: 300, scrollLeft: 50 })).toBe('both');
    expect(overflowSides({ scrollWidth: 500, clientWidth: 300, scrollLeft: 200 })).toBe('start');
  });
});

describe('Switch', () => {
  it('toggles with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Switch label="Email alerts" onCheckedChange={onChange} />);
    const input = screen.getByRole('checkbox', { name: 'Email alerts' });
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('Badge and Card', () => {
  it('render their content', () => {
    render(
      <Card title="FinX Score Analysis" description="Out of 1000">
        <Badge tone="success">Excellent</Badge>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'FinX Score Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toHaveAttribute('data-tone', 'success');
  });
});

describe('SidebarNav', () => {
  it('renders links through renderLink with the active state, and a pending bottom button', () => {
    render(
      <SidebarNav
        brand="FinX"
        items={[
          { href: '/dashboard', label: 'Dashboard' },
          { href: '/coaching', label: 'Coaching' },
        ]}
        bottomItems={[{ label: 'Logout', isPending: true, pendingLabel: 'Logging out...' }]}
        renderLink={({ href, className, children }) => {
          const isActive = href === '/coaching';
          return (
            <a href={href} className={className({ isActive })} aria-current={isActive ? 'page' : undefined}>
              {children}
            </a>
          );
        }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coaching' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('opens the drawer from the menu button and closes it on navigation', async () => {
    render(<SidebarNav items={[{ href: '/disputes', label: 'Disputes' }]} activeHref="/disputes" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const link = Array.from(drawer.querySelectorAll('a')).find((a) => a.textContent === 'Disputes')!;
    expect(link).toHaveAttribute('aria-current', 'page');
    link.addEventListener('click', (e) => e.preventDefault());
    await act(async () => link.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

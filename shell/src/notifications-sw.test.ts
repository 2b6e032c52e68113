import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** public/notifications-sw.js run against a fake service-worker global. */
function loadWorker(windows: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = []) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const self = {
    location: { origin: 'https://app.finx.test' },
    addEventListener: (name: string, fn: (e: unknown) => void) => (listeners[name] = fn),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) },
  };
  new Function('self', readFileSync(path.join(process.cwd(), 'public', 'notifications-sw.js'), 'utf8'))(self);
  const fire = async (name: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[name]!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { self, fire };
}

describe('the notifications service worker', () => {
  it('shows a pushed notification with its title, body and tag', async () => {
    const { self, fire } = loadWorker();
    await fire('push', { data: { json: () => ({ title: 'Letter delivered', body: 'Experian got it', link: '/disputes', tag: 'finx-7' }) } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Letter delivered', {
      body: 'Experian got it',
      tag: 'finx-7',
      icon: '/favicon.svg',
      data: { link: '/disputes' },
    });
  });

  it('a click opens the linked screen in a new window, or navigates an open FinX tab', async () => {
    const close = vi.fn();
    const first = loadWorker();
    await first.fire('notificationclick', { notification: { close, data: { link: '/disputes' } } });
    expect(close).toHaveBeenCalled();
    expect(first.self.clients.openWindow).toHaveBeenCalledWith('https://app.finx.test/disputes');

    const tab = { url: 'https://app.finx.test/dashboard', navigate: vi.fn(() => Promise.resolve(null)), focus: vi.fn() };
    const second = loadWorker([tab]);
    await second.fire('notificationclick', { notification: { close, data: { link: '//evil.example/x' } } });
    expect(tab.navigate).toHaveBeenCalledWith('https://app.finx.test/notifications');
    expect(tab.focus).toHaveBeenCalled();
  });
});

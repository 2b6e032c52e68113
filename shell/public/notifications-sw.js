/* FinX notifications service worker: shows a Web Push notification and, when it is clicked, opens the screen it
   links to (a path of this site), in an open FinX tab when there is one. Registered by the Notification Center. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'FinX', {
      body: data.body || '',
      tag: data.tag,
      icon: '/favicon.svg',
      data: { link: data.link || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data?.link || '/notifications';
  // Only a path of this site: never another origin.
  const url = new URL(link.startsWith('/') && !link.startsWith('//') ? link : '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      return open ? open.navigate(url).then((w) => (w || open).focus()) : self.clients.openWindow(url);
    }),
  );
});

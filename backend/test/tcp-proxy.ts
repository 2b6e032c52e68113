import net from 'node:net';

/**
 * A TCP proxy between the app and a real server, to simulate its outage without stopping it (others share it):
 * cut() drops every connection and refuses new ones, restore() accepts again on the same port.
 */
export async function startTcpProxy(serverUrl: string) {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(serverUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    /** serverUrl, through the proxy. */
    url: proxied.toString(),
    /** The outage: open connections are dropped, new ones refused. */
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    /** The server is back (same port). */
    restore: () => listen(port),
    async stop() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import net from 'node:net';

/**
 * A TCP proxy between the app and a real server, to simulate its outage without stopping it (others share it):
 * cut() drops every connection and refuses new ones, restore() accepts again on the same port.
 */
export async function startTcpProxy(serverUrl: string) {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
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
  };
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = net.createServer(relay);
      s.once('error', reject).listen(port, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port));
      server = s;
    });
  const close = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const port = await listen(0);
  const proxied = new URL(serverUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    /** serverUrl, through the proxy. */
    url: proxied.toString(),
    /** The outage: open connections are dropped, new ones refused. */
    cut: close,
    /** The server is back (same port). */
    async restore() {
      if (!server) await listen(port);
    },
    stop: close,
  };
}

/** A local webhook receiver for tests: records every request and answers with `answer`. */
export interface Hit {
  headers: Record<string, string>;
  body: string;
  at: number;
  path: string;
}

export type Answer = (hit: Hit, n: number) => Response | Promise<Response>;

export function startReceiver(answer: Answer = () => new Response('ok')) {
  const hits: Hit[] = [];
  let current = answer;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    async fetch(req) {
      const hit: Hit = { headers: Object.fromEntries(req.headers), body: await req.text(), at: Date.now(), path: new URL(req.url).pathname };
      hits.push(hit);
      return current(hit, hits.length);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hook`,
    port: server.port,
    hits,
    answerWith(a: Answer) {
      current = a;
    },
    stop: () => server.stop(true),
  };
}

export type Receiver = ReturnType<typeof startReceiver>;

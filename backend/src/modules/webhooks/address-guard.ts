import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * The SSRF guard of webhook receivers: an address is usable only when every address its host resolves to is
 * public unicast. Loopback, private, link-local, CGNAT, multicast, cloud metadata and reserved ranges are
 * refused, for IPv4, IPv6 and IPv4 inside IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::).
 * The caller connects to the address checked here, never resolving the name again (no DNS rebinding).
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'shared (CGNAT)' | 'multicast' | 'cloud metadata' | 'reserved' | 'unspecified';

type Range = { prefix: number[]; bits: number; kind: AddressKind };

const v4 = (cidr: string, kind: AddressKind): Range => {
  const [ip, bits] = cidr.split('/') as [string, string];
  return { prefix: ip.split('.').map(Number), bits: Number(bits), kind };
};

/** Most specific first: the first range that holds an address names its kind. */
const IPV4_RANGES: Range[] = [
  v4('169.254.169.254/32', 'cloud metadata'), // AWS, GCP, Azure, OpenStack
  v4('100.100.100.200/32', 'cloud metadata'), // Alibaba Cloud
  v4('192.0.0.192/32', 'cloud metadata'), // Oracle Cloud
  v4('0.0.0.0/32', 'unspecified'),
  v4('0.0.0.0/8', 'reserved'), // "this network"
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared (CGNAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'), // IETF protocol assignments
  v4('192.0.2.0/24', 'reserved'), // TEST-NET-1
  v4('192.88.99.0/24', 'reserved'), // 6to4 relay anycast
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'), // benchmarking
  v4('198.51.100.0/24', 'reserved'), // TEST-NET-2
  v4('203.0.113.0/24', 'reserved'), // TEST-NET-3
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'), // incl. broadcast 255.255.255.255
];

/** 16 bytes of an IPv6 address (with an optional dotted IPv4 tail), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const four = ipv4Bytes(text.slice(lastColon + 1));
    if (!four) return null;
    tail = four;
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0] ?? '');
  const rest = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const out: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = parseInt(g, 16);
    out.push(n >> 8, n & 0xff);
  }
  if (tail.length) out.splice(12, 4, ...tail);
  return out;
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

const startsWith = (bytes: number[], prefix: number[], bits: number) => {
  for (let i = 0; i < bits; i++) {
    const bit = (b: number[]) => ((b[i >> 3] ?? 0) >> (7 - (i & 7))) & 1;
    if (bit(bytes) !== bit(prefix)) return false;
  }
  return true;
};

const kindOfV4 = (bytes: number[]): AddressKind => IPV4_RANGES.find((r) => startsWith(bytes, r.prefix, r.bits))?.kind ?? 'public';

const hex = (s: string) => {
  const b = ipv6Bytes(s);
  if (!b) throw new Error(`bad prefix ${s}`);
  return b;
};

/** IPv6 ranges other than the IPv4-carrying ones; anything outside 2000::/3 (global unicast) is reserved. */
const IPV6_RANGES: Range[] = [
  { prefix: hex('fd00:ec2::254'), bits: 128, kind: 'cloud metadata' }, // AWS IMDS over IPv6
  { prefix: hex('::'), bits: 128, kind: 'unspecified' },
  { prefix: hex('::1'), bits: 128, kind: 'loopback' },
  { prefix: hex('fc00::'), bits: 7, kind: 'private' }, // unique local
  { prefix: hex('fe80::'), bits: 10, kind: 'link-local' },
  { prefix: hex('fec0::'), bits: 10, kind: 'private' }, // site-local (deprecated)
  { prefix: hex('ff00::'), bits: 8, kind: 'multicast' },
  { prefix: hex('2001::'), bits: 23, kind: 'reserved' }, // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  { prefix: hex('2001:db8::'), bits: 32, kind: 'reserved' }, // documentation
  { prefix: hex('2002::'), bits: 16, kind: 'reserved' }, // 6to4
  { prefix: hex('3fff::'), bits: 20, kind: 'reserved' }, // documentation
  { prefix: hex('2000::'), bits: 3, kind: 'public' },
];

/** IPv4 carried inside an IPv6 address (mapped, compatible, NAT64 well-known prefix): judged as that IPv4. */
const IPV4_IN_IPV6: number[][] = [hex('::ffff:0:0').slice(0, 12), hex('::').slice(0, 12), hex('64:ff9b::').slice(0, 12)];

/** What kind of address this is; 'reserved' for anything that is not an IP address. */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 4) return kindOfV4(ipv4Bytes(address)!);
  if (family !== 6) return 'reserved';
  const bytes = ipv6Bytes(address);
  if (!bytes) return 'reserved';
  const special = IPV6_RANGES.slice(0, 3).find((r) => startsWith(bytes, r.prefix, r.bits));
  if (special) return special.kind;
  if (IPV4_IN_IPV6.some((p) => startsWith(bytes, p, 96))) return kindOfV4(bytes.slice(12));
  return IPV6_RANGES.slice(3).find((r) => startsWith(bytes, r.prefix, r.bits))?.kind ?? 'reserved';
}

/** The IPv4 form of an IPv4-mapped IPv6 address (so the connection is plain IPv4); other addresses as they are. */
export function connectableAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const bytes = ipv6Bytes(address);
  if (bytes && startsWith(bytes, IPV4_IN_IPV6[0]!, 96)) return bytes.slice(12).join('.');
  return address;
}

export interface GuardOptions {
  /** WEBHOOK_ALLOW_LOOPBACK: loopback targets allowed (over http too), nothing else private. */
  allowLoopback: boolean;
  /** Production: https only (loopback excepted when allowed). */
  httpsOnly: boolean;
  /** How a host name becomes addresses (tests pass their own). */
  resolve?: (host: string) => Promise<string[]>;
  /** Longest the name lookup may take (default 5 s). */
  resolveTimeoutMs?: number;
}

export class UnsafeTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeTargetError';
  }
}

export interface SafeTarget {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  port: number;
}

const RESOLVE_TIMEOUT_MS = 5000;

export async function resolveHost(host: string, timeoutMs = RESOLVE_TIMEOUT_MS): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UnsafeTargetError(`The webhook URL's host ${host} did not resolve in time`)), timeoutMs);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw err;
    throw new UnsafeTargetError(`The webhook URL's host ${host} could not be resolved`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A resolver that remembers each host's addresses for `ttlMs` (lookups of one host at the same time share one).
 * Only the addresses are kept: checkTarget still judges them on every call and the caller connects to the
 * address it checked, so a cached answer can never reach an address the guard refuses. Failures are not kept.
 */
export function cachedResolver(resolve: (host: string) => Promise<string[]>, ttlMs = 10_000, maxHosts = 1000) {
  const cache = new Map<string, { at: number; addresses: Promise<string[]> }>();
  return (host: string): Promise<string[]> => {
    const now = Date.now();
    const hit = cache.get(host);
    if (hit && now - hit.at < ttlMs) return hit.addresses;
    if (cache.size >= maxHosts) cache.clear();
    const addresses = resolve(host);
    cache.set(host, { at: now, addresses });
    addresses.catch(() => {
      if (cache.get(host)?.addresses === addresses) cache.delete(host);
    });
    return addresses;
  };
}

/** Parses and checks a webhook URL's form (scheme, no credentials); throws UnsafeTargetError with the reason. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('The webhook URL must be a full address like https://partner.example/webhooks');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeTargetError('The webhook URL must start with https://');
  if (url.username || url.password) throw new UnsafeTargetError('The webhook URL must not hold a user name or password');
  return url;
}

/**
 * Checks a webhook URL now: its form, then every address its host resolves to. Returns the address to
 * connect to. Run at save time and again before every delivery.
 */
export async function checkTarget(raw: string, opts: GuardOptions): Promise<SafeTarget> {
  const url = parseWebhookUrl(raw);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const addresses = isIP(host) ? [host] : await (opts.resolve ?? ((h) => resolveHost(h, opts.resolveTimeoutMs)))(host);
  if (addresses.length === 0) throw new UnsafeTargetError(`The webhook URL's host ${host} could not be resolved`);
  const kinds = addresses.map(addressKind);
  const allowed = (k: AddressKind) => k === 'public' || (k === 'loopback' && opts.allowLoopback);
  const refused = kinds.find((k) => !allowed(k));
  if (refused) throw new UnsafeTargetError(`The webhook URL points to a ${refused} address; use a public address`);
  if (opts.httpsOnly && url.protocol !== 'https:' && !kinds.every((k) => k === 'loopback'))
    throw new UnsafeTargetError('The webhook URL must start with https://');
  return { url, address: connectableAddress(addresses[0]!), port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80) };
}

/** First match wins: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

/** iPhone and iPad before Mac ("like Mac OS X"), Android and ChromeOS before Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux|X11/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** "Chrome on Windows", "Safari on iPhone"… from a user agent; "Unknown device" when it names neither. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The eight groups of an IPv6 address ("::" expanded), or undefined when it is not one. */
function ipv6Groups(ip: string): string[] | undefined {
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')) : undefined;
}

/**
 * The network an address belongs to, its host part hidden: 203.0.113.x, or an IPv6 address's first three
 * groups (2001:db8:85a3::x). null when unknown.
 */
export function describeNetwork(ip: string | null | undefined): string | null {
  const address = (ip ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255) ? `${v4[1]}.${v4[2]}.${v4[3]}.x` : null;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 3).join(':')}::x` : null;
}

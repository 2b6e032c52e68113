import { describe, expect, test } from 'bun:test';
import type { Request } from 'express';
import { readTokenCookie } from '../src/platform/http/session';

const TOKEN = `${'A'.repeat(20)}-_${'b'.repeat(21)}`; // 43 base64url characters, as newCookieToken() makes
const read = (cookie?: string) => readTokenCookie({ headers: cookie === undefined ? {} : { cookie } } as Request, 'finx_session');

describe('the session token read from the Cookie header', () => {
  test("is found among the browser's other cookies, however they are spaced", () => {
    expect(read(`finx_session=${TOKEN}`)).toBe(TOKEN);
    expect(read(`theme=dark; finx_session=${TOKEN}; _ga=GA1.2.3`)).toBe(TOKEN);
    expect(read(`theme=dark;finx_session=${TOKEN}`)).toBe(TOKEN);
    expect(read(`finx_session_old=x; finx_session=${TOKEN}`)).toBe(TOKEN);
  });

  test('the first of two is the one read (a stale cookie of a wider path comes later)', () => {
    expect(read(`finx_session=${TOKEN}; finx_session=${'c'.repeat(43)}`)).toBe(TOKEN);
  });

  test('anything but a 256-bit token is no session', () => {
    expect(read()).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('theme=dark')).toBeUndefined();
    expect(read('finx_session=')).toBeUndefined();
    expect(read("finx_session=' OR 1=1 --")).toBeUndefined();
    expect(read(`finx_session=${TOKEN}x`)).toBeUndefined();
  });
});

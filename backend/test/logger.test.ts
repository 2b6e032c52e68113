import { describe, expect, test } from 'bun:test';
import { isSensitiveKey, REDACTED, redact } from '../src/platform/logger';
import { memoryLogger } from './support';

describe('log redaction', () => {
  test('sensitive keys are redacted at any depth, in arrays too', () => {
    const { logger, raw, lines } = memoryLogger();
    logger.info(
      {
        user: { id: 7, ssn: '123-45-6789', password: 'hunter2', profile: { card: { cardNumber: '4111111111111111', cvv: '123' } } },
        body: { accountNumber: '000123456', new_password: 'x', accessToken: 'AT-value-9', clientSecret: 's', card: '4242' },
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': ['sid=2'], 'user-agent': 'ua' } },
        list: [{ token: 'T1-value' }, { secret: 'S1-value', keep: 'yes' }],
        keep: 'visible',
      },
      'user registered',
    );
    const text = raw();
    for (const s of ['123-45-6789', 'hunter2', '4111111111111111', '000123456', 'Bearer abc', 'sid=1', 'sid=2', 'AT-value-9', 'T1-value', 'S1-value', '4242']) {
      expect(text).not.toContain(s);
    }
    const line = lines()[0] as any;
    expect(line.user.ssn).toBe(REDACTED);
    expect(line.user.password).toBe(REDACTED);
    expect(line.user.profile.card).toBe(REDACTED);
    expect(line.body.accountNumber).toBe(REDACTED);
    expect(line.body.accessToken).toBe(REDACTED);
    expect(line.req.headers.authorization).toBe(REDACTED);
    expect(line.req.headers.cookie).toBe(REDACTED);
    expect(line.req.headers['set-cookie']).toBe(REDACTED);
    expect(line.req.headers['user-agent']).toBe('ua');
    expect(line.list[1].keep).toBe('yes');
    expect(line.keep).toBe('visible');
    expect(line.user.id).toBe(7);
    expect(line.msg).toBe('user registered');
  });

  test('SSN-shaped text in messages and strings is masked', () => {
    const { logger, raw } = memoryLogger();
    logger.info({ note: 'customer 987-65-4321 called' }, 'lookup for 987-65-4321');
    expect(raw()).not.toContain('987-65-4321');
    expect(raw()).toContain('***-**-****');
  });

  test('errors keep message and stack, lose sensitive fields', () => {
    const { logger, lines } = memoryLogger();
    const err = Object.assign(new Error('payment declined'), { cardNumber: '4111111111111111', code: 'E_DECLINED' });
    logger.error({ err }, 'payment failed');
    const line = lines()[0] as any;
    expect(line.err.message).toBe('payment declined');
    expect(line.err.stack).toContain('payment declined');
    expect(line.err.cardNumber).toBe(REDACTED);
    expect(line.err.code).toBe('E_DECLINED');
  });

  test('key matching', () => {
    for (const k of [
      'ssn',
      'SSN',
      'userSsn',
      'password',
      'confirmPassword',
      'token',
      'csrf_token',
      'secretKey'.replace('Key', ''),
      'webhookSecret',
      'card',
      'cardNumber',
      'card_number',
      'accountNumber',
      'Authorization',
      'Cookie',
      'recoveryCode',
      'recoveryCodes',
      'otpauthUrl',
    ]) {
      expect(isSensitiveKey(k)).toBe(true);
    }
    for (const k of ['username', 'email', 'cardBrand', 'tokenType', 'status', 'accountType']) {
      expect(isSensitiveKey(k)).toBe(false);
    }
  });

  test('circular structures do not crash', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(redact(a)).toEqual({ name: 'a', self: '[Circular]' });
  });
});

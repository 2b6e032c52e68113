import { describe, expect, test } from 'bun:test';
import { formatUsPhone, notificationPreferencesSchema, PHONE_FORMAT_MESSAGE, usPhoneToE164 } from './notifications';

describe('US phone numbers (issue 26)', () => {
  test.each([
    '214 555 0199',
    '(214) 555-0199',
    '214-555-0199',
    '214.555.0199',
    '2145550199',
    '1 214 555 0199',
    '1-214-555-0199',
    '+1 (214) 555-0199',
    '+12145550199',
    ' 214 555 0199 ',
  ])('%s is +12145550199', (input) => expect(usPhoneToE164(input)).toBe('+12145550199'));

  test.each([
    '555 0199',
    '214 555 019',
    '214 555 01999',
    '+44 20 7946 0958',
    '+2145550199',
    '114 555 0199',
    '214 155 0199',
    '214-555-CALL',
    '214 555 0199 x12',
    '2 1 4',
    '',
  ])('%s is refused', (input) => expect(usPhoneToE164(input)).toBeNull());

  test('shown as (214) 555-0199', () => {
    expect(formatUsPhone('+12145550199')).toBe('(214) 555-0199');
    expect(formatUsPhone('')).toBe('');
  });

  test('the preferences store E.164, and a bad number says how to write one', () => {
    const prefs = (phoneNumber: string) => ({
      email: { enabled: true, frequency: 'immediate', types: [], address: '' },
      sms: { enabled: true, frequency: 'immediate', types: [], phoneNumber },
      push: { enabled: false, frequency: 'immediate', types: [] },
    });
    expect(notificationPreferencesSchema.parse(prefs('214 555 0199')).sms.phoneNumber).toBe('+12145550199');
    const bad = notificationPreferencesSchema.safeParse(prefs('555 0199'));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sms.phoneNumber', PHONE_FORMAT_MESSAGE]]);
  });
});

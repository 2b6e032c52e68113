/** Answers of the account's API for the Profile and Settings tests. */
import type { AccountProfile, AccountSession, DataExport } from '@finx/contracts';
import { USER } from '../test-utils';

export const PROFILE: AccountProfile = {
  user: USER,
  phone: '+12145550199',
  pendingEmail: null,
  letterDetails: {
    firstName: 'Jane',
    lastName: 'Doe',
    address: '1 Main St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    ssnMasked: 'XXX-XX-6789',
    hasDateOfBirth: false,
  },
  twoStepEnabled: false,
};

export const SESSIONS: AccountSession[] = [
  {
    id: 'aaaaaaaaaaaaaaaa',
    device: 'Chrome on macOS',
    network: '203.0.113.x',
    signedInAt: '2026-11-20T10:00:00.000Z',
    lastActiveAt: '2026-11-28T07:00:00.000Z',
    current: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbb',
    device: 'Safari on iPhone',
    network: '198.51.100.x',
    signedInAt: '2026-11-21T10:00:00.000Z',
    lastActiveAt: '2026-11-27T07:00:00.000Z',
    current: false,
  },
];

export const READY_EXPORT: DataExport = {
  id: 7,
  status: 'ready',
  requestedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  sizeBytes: 2_400_000,
};

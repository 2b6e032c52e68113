import { describe, expect, it } from 'vitest';
import { finxPreset } from './preset';

const tokens = finxPreset.theme!.extend!.tokens!;

describe('finxPreset', () => {
  it('sizes follow the spacing grid, so h/w/min/max tokens are 4 px steps (h: "14" = 56 px)', () => {
    for (const [key, token] of Object.entries(tokens.spacing!)) expect(tokens.sizes![key]).toEqual(token);
    expect(tokens.sizes!['14']).toEqual({ value: '56px' });
    expect(tokens.sizes!.full).toEqual({ value: '100%' });
  });
  it('has a full radius (pills, progress tracks)', () => {
    expect(tokens.radii!.full).toEqual({ value: '9999px' });
  });
});

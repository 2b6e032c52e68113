import { describe, expect, it } from 'vitest';
import { clampPercent, creditworthinessTone, riskTone, scoreBand, documentStatusTone, webhookEventTone } from './meaning';

describe('scoreBand', () => {
  it.each([
    [1000, 'Excellent', 'success'],
    [800, 'Excellent', 'success'],
    [799, 'Good', 'success'],
    [700, 'Good', 'success'],
    [699, 'Fair', 'warning'],
    [600, 'Fair', 'warning'],
    [599, 'Needs Work', 'warning'],
    [500, 'Needs Work', 'warning'],
    [499, 'Poor', 'danger'],
    [0, 'Poor', 'danger'],
    [Number.NaN, 'Poor', 'danger'],
  ])('%s → %s (%s)', (score, label, tone) => {
    expect(scoreBand(score)).toMatchObject({ label, tone });
  });
  it('labels the spec fallback FinX Score (78 × 10 = 780) as Good', () => {
    expect(scoreBand(780).label).toBe('Good');
  });
});

describe('meaning tones', () => {
  it('creditworthiness: ≥80 success, ≥60 warning, else danger', () => {
    expect(creditworthinessTone(80)).toBe('success');
    expect(creditworthinessTone(79.9)).toBe('warning');
    expect(creditworthinessTone(60)).toBe('warning');
    expect(creditworthinessTone(59)).toBe('danger');
  });
  it('risk: low/medium/high', () => {
    expect(riskTone('low')).toBe('success');
    expect(riskTone('medium')).toBe('warning');
    expect(riskTone('high')).toBe('danger');
    expect(riskTone('unknown')).toBe('neutral');
  });
  it('document status and webhook events', () => {
    expect(documentStatusTone('processed')).toBe('success');
    expect(documentStatusTone('processing')).toBe('warning');
    expect(documentStatusTone('error')).toBe('danger');
    expect(documentStatusTone('uploaded')).toBe('neutral');
    expect(webhookEventTone('sent')).toBe('success');
    expect(webhookEventTone('pending')).toBe('danger');
    expect(webhookEventTone('failed')).toBe('danger');
    expect(webhookEventTone('other')).toBe('neutral');
  });
  it('clampPercent', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

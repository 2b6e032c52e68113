import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Config } from '../../../platform/config';
import type { Orm } from '../../../platform/db/orm';
import { AppError } from '../../../platform/app-error';
import { hitRateLimit, type RateLimitRule } from '../../../platform/http/rate-limit';
import { storageUsage } from '../documents.service';

const HOUR = 3_600_000;
const MB = 1024 * 1024;

export const uploadRateRule = (config: Config): RateLimitRule => ({
  name: 'document-upload',
  limit: config.uploads.ratePerHour,
  windowMs: HOUR,
  message: `Too many uploads: at most ${config.uploads.ratePerHour} an hour. Please try again later.`,
});

export const quotaMessage = (config: Config) =>
  `Your document storage is full (at most ${Math.round(config.uploads.quotaBytes / MB)} MB and ${config.uploads.quotaFiles} files). Delete documents you no longer need to upload more.`;

/**
 * Counts an upload against the user's hourly rate and returns what their quota still allows; 429 (with
 * Retry-After for the rate) when either is used up.
 */
export async function uploadAllowance(orm: Orm, em: EntityManager, config: Config, res: Response, userId: number) {
  const rule = uploadRateRule(config);
  const rate = await hitRateLimit(orm, rule, String(userId));
  if (rate.limited) {
    res.setHeader('Retry-After', String(rate.retryAfterSeconds));
    throw new AppError('rate_limited', rule.message);
  }
  const used = await storageUsage(em, userId);
  const left = { bytes: config.uploads.quotaBytes - used.bytes, files: config.uploads.quotaFiles - used.files };
  if (left.bytes <= 0 || left.files <= 0) throw new AppError('quota_exceeded', quotaMessage(config));
  return left;
}

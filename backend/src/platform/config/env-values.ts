import { z } from 'zod';

/**
 * How environment values are read. Each parser gets a value already trimmed and not empty (an empty variable
 * counts as unset) and words its refusal to follow the variable's name ("must be …"); load-config.ts adds the
 * name and, unless the variable is a secret, the value.
 */

const refuse = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  return z.NEVER;
};

export const text = z.string();

/** A whole number ≥ 0, as `Number()` reads it. */
export const count = z.string().transform((raw, ctx) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : refuse(ctx, 'must be a non-negative integer');
});

export const hourOfDay = count.refine((hour) => hour <= 23, 'must be from 0 to 23');

/** true / false / 1 / 0, any case. */
export const flag = z.string().transform((raw, ctx) => {
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return refuse(ctx, 'must be true or false');
});

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `must be one of ${values.join(', ')}` }) });

/** Seconds separated by commas (decimals allowed). */
export const secondsList = z.string().transform((raw, ctx) => {
  const list = raw.split(',').map((s) => Number(s.trim()));
  return list.some((n) => !Number.isFinite(n) || n < 0) ? refuse(ctx, 'must list seconds separated by commas') : list;
});

/** Express's "trust proxy": true, false, a hop count, or addresses/subnets passed on as written. */
export const trustProxy = z.string().transform((raw): boolean | number | string => {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
});

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Absolute origins separated by commas, each as scheme://host:port. */
export const originList = z.string().transform((raw, ctx) => {
  const origins: string[] = [];
  for (const item of raw.split(',')) {
    const origin = originOf(item.trim());
    if (!origin) return refuse(ctx, 'must list absolute origins like https://app.example.com');
    origins.push(origin);
  }
  return origins;
});

export const isHttpUrl = (value: string) => /^https?:\/\//.test(value);

/** An http(s) address without trailing slashes. */
export const siteUrl = z
  .string()
  .transform((raw) => raw.replace(/\/+$/, ''))
  .refine(isHttpUrl, 'must be an http(s) URL');

/** A same-origin path (/…) or an absolute http(s) URL. */
export const remoteEntryUrl = z.string().refine((value) => {
  if (value.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL or a path starting with /');

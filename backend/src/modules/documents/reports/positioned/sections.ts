/** Section headings, matched against the whole line (a sentence that mentions inquiries opens nothing). */
import { fieldOf, reportFieldOf } from '../labels';
import * as norm from '../normalize';
import type { InquiryKind } from '../types';

export type Section = 'top' | 'summary' | 'accounts' | 'inquiries' | 'records' | 'other';

const ACCOUNT_WORDS =
  '(accounts?|trade ?lines?|credit cards?|cards|loans?|mortgages?|collections?|installment|revolving|real estate|auto loans?|student loans?|lines of credit|charge cards?|open accounts?|closed accounts?|other accounts?|utilities)';
const HEADINGS: [RegExp, Section][] = [
  [
    /^(your )?(credit )?(inquiries|inquiry|requests? for (your )?credit( history)?|requests? viewed (only )?by (you|others)|who (has )?(viewed|requested|accessed) (your )?(credit|report|file)|credit checks)\b/i,
    'inquiries',
  ],
  [
    /^(hard|soft|regular|promotional|account review|consumer|personal|other|voluntary|involuntary|inquiries shared|inquiries not shared)\b.{0,40}\b(inquir(y|ies)|requests?)\b/i,
    'inquiries',
  ],
  [/^inquiries (shared|not shared|that|viewed)/i, 'inquiries'],
  [/^(public records?|bankruptc(y|ies)|judgments?|liens?|court records?)\b/i, 'records'],
  [
    new RegExp(
      `^((potentially )?(negative|adverse|derogatory|satisfactory|positive|good standing|open|closed|revolving|installment|mortgage|other|collection|real estate|all|your|credit) )*${ACCOUNT_WORDS}( in good standing| information| history| details| summary| with (adverse|negative) information)?$`,
      'i',
    ),
    'accounts',
  ],
  [
    /^(account (information|history|details)|trade ?lines?|credit accounts?|account history|accounts in good standing|negative items|potentially negative items)$/i,
    'accounts',
  ],
  [
    /^(personal (information|info|details|profile)|consumer information|identification|identity|your information|names?( reported)?|addresses( reported)?|employers?( reported)?|employment( information)?)$/i,
    'top',
  ],
  [
    /^((credit )?(report |file )?summary|summary of (your )?(credit|accounts?)|overview|at a glance|credit (score|scores|overview)|(your )?(credit |fico®? |vantage ?)?scores?( summary)?|score (factors|details)|account summary|credit summary)$/i,
    'summary',
  ],
  [
    /^(score factors|key factors|consumer statements?|personal statements?|how to dispute|contact us|end of report|important information|your rights|a summary of your rights|dispute information|messages|alerts?|fraud alerts?|creditor contacts?|contact information|legend|glossary|disclosures?|notices?)\b/i,
    'other',
  ],
];

/** The section a line opens, when the whole line is a heading ("Hard Inquiries (3)", "2. Accounts:"). */
export function sectionOf(text: string): Section | undefined {
  if (/:\s*\S/.test(text)) return undefined; // "Name: Keisha", "Hard inquiries: 3" are pairs
  const t = text
    .trim()
    .replace(/^(\d{1,2}[.)]|[IVX]+\.)\s*/, '')
    .replace(/\s*[:(].*$/, '')
    .replace(/\s+\d+$/, '')
    .trim();
  // a heading is a few words, not a sentence ("These inquiries are not displayed to others.")
  if (!t || t.length > 80 || /[.!?]$/.test(text.trim()) || t.split(/\s+/).length > 8) return undefined;
  if (fieldOf(t) || reportFieldOf(t)) return undefined; // "Inquiry date", "Account status" are labels
  return HEADINGS.find(([re]) => re.test(t))?.[1];
}

/** The kind of inquiries a heading lists ("Soft inquiries", "Requests viewed only by you"). */
export const inquiryKindOf = (heading: string): InquiryKind => norm.inquiryKind(heading) ?? 'hard';

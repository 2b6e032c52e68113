import type { Bureau, DisputeReason, DisputeType } from '@finx/contracts';

export type { Bureau, DisputeReason, DisputeType };

/** The consumer as the letter identifies them. Only the SSN's last 4 digits ever reach a letter. */
export interface LetterConsumer {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  ssnLast4?: string;
  /** YYYY-MM-DD, printed as given. */
  dateOfBirth?: string;
}

export interface LetterDispute {
  id: number;
  type: DisputeType;
  creditor: string;
  /** Masked but for the last 4 characters, e.g. '****1234'. */
  accountNumber: string | null;
  /** Decimal string, e.g. '1250.50'. */
  amount: string | null;
  bureau: Bureau;
  description: string | null;
  disputeReason: DisputeReason;
  submittedDate: Date;
  /** 1 = first letter; 2+ after a 'verified' / 'no change' answer. */
  round: number;
  previousResponse?: { result: 'verified' | 'no_change'; responseDate: Date };
  /** The item came back after the bureau deleted it following an earlier dispute (FCRA §611(a)(5)(B)). */
  reinsertion?: { deletedOn: Date; creditor: string; accountNumber: string | null };
  /** The company that reports the account, with the address and phone the report prints (method of verification, direct dispute). */
  furnisher?: { name: string; address: string | null; phone: string | null };
  /** A §605B block request (type '605b'): the FTC Identity Theft Report it rests on. */
  identityTheft?: { reportNumber: string; filedOn: Date };
}

export interface LetterInput {
  dispute: LetterDispute;
  consumer: LetterConsumer;
  /** The letter's date (printed as a UTC calendar date). */
  date: Date;
  /**
   * Documents the consumer actually sends with the letter (e.g. pages appended to the PDF). The letter lists
   * exactly these and nothing else: a letter must not claim an enclosure that is not in the envelope.
   */
  enclosures?: string[];
  /** The stored documents behind `enclosures`, printed after the letter (Letter.enclosedDocumentIds). */
  enclosedDocumentIds?: number[];
}

/** One letter to a bureau covering several of the consumer's disputes with it (a bureau package, issue 13). */
export interface PackageLetterInput {
  bureau: Bureau;
  /** The disputes, each listed with its creditor, masked account number, amount and reason. */
  items: LetterDispute[];
  consumer: LetterConsumer;
  date: Date;
  /** As LetterInput's: exactly what is in the envelope. */
  enclosures?: string[];
}

/** What a writer writes from: one dispute's letter, or a bureau package. */
export type AnyLetterInput = LetterInput | PackageLetterInput;

export interface MailingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface Letter {
  to: MailingAddress;
  from: MailingAddress;
  date: Date;
  subject: string;
  /** Paragraphs; a '\n' inside one is a line break (the account and identification blocks). */
  body: string[];
  enclosures: string[];
  /** The laws the letter relies on, e.g. 'FCRA §611'; each appears verbatim in the body. */
  citations: string[];
  /**
   * The stored documents printed after the letter, in the order of `enclosures` (issue 29: a §605B request's FTC
   * report and ID): the PDF that is mailed carries their pages, so the envelope holds what the letter lists.
   */
  enclosedDocumentIds?: number[];
}

/** An account of the credit file as a letter to the company that reports it names it (issue 29: letters to companies). */
export interface CompanyAccount {
  creditor: string;
  /** Masked but for the last 4, e.g. '****8812'. */
  accountNumber: string | null;
  originalCreditor: string | null;
  /** Whole dollars: the highest balance a bureau reports. */
  balance: number | null;
  /** The bureaus whose reports show it. */
  bureaus: Bureau[];
}

/** A letter to the company that reports an account: to its address as the report prints it. */
export interface CompanyLetterInput {
  account: CompanyAccount;
  consumer: LetterConsumer;
  to: MailingAddress;
  date: Date;
}

/** A text the user files on a web form, not mailed (issue 29: the CFPB complaint draft). */
export interface OnlineDraft {
  from: MailingAddress;
  date: Date;
  title: string;
  /** Each under its heading; a '\n' inside a paragraph is a line break (the timeline). */
  sections: { heading: string; paragraphs: string[] }[];
  /** The laws it relies on; each appears verbatim in a section. */
  citations: string[];
}

export interface LetterWriter {
  name: 'template' | 'openai';
  write(input: AnyLetterInput): Promise<Letter>;
}

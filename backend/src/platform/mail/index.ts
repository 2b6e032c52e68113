import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (e.g. the person who filled in a form). */
  replyTo?: { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe (values are put on one line). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written (outbox driver only). */
  file?: string;
}

/**
 * Outgoing mail: `smtp` when SMTP_URL is set (nodemailer), otherwise `outbox` — every message is written
 * as an RFC 822 `.eml` file to DATA_DIR/outbox, to open in any mail client or read as text.
 */
export interface MailTransport {
  readonly driver: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Header values never carry line breaks (no header injection from user-supplied names). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

const toNodemailer = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: oneLine(m.subject),
  text: m.text,
  replyTo: m.replyTo ? { name: oneLine(m.replyTo.name), address: m.replyTo.address } : undefined,
  headers: m.headers ? Object.fromEntries(Object.entries(m.headers).map(([k, v]) => [k, oneLine(v)])) : undefined,
});

export function createMailTransport(config: Pick<Config, 'mail' | 'dataDir'>): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      driver: 'smtp',
      async send(m) {
        const info = await smtp.sendMail(toNodemailer(from, m));
        return { messageId: info.messageId };
      },
    };
  }
  // Builds exactly the message SMTP would carry, then keeps it on disk.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    driver: 'outbox',
    async send(m) {
      const info = await builder.sendMail(toNodemailer(from, m));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, (info.message as Buffer).toString('utf8'), { mode: 0o600 });
      return { messageId: info.messageId, file };
    },
  };
}

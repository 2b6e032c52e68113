import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import { createMailTransport, type MailTransport } from '../../platform/mail';

/**
 * E-mails about the account's own security (a link to confirm a new address, "your password was changed"):
 * sent whatever the notification preferences, over the platform's mail sender (SMTP_URL, else DATA_DIR/outbox).
 */
export function accountMail(
  config: Pick<Config, 'mail' | 'dataDir' | 'notifications'>,
  logger: Logger,
  transport: MailTransport = createMailTransport(config),
) {
  const site = config.notifications.publicUrl;
  const footer = [
    '',
    `If this wasn't you, change your password at ${site}/settings and choose "Sign out everywhere else", then write to ${config.mail.supportInbox}.`,
  ];
  const send = (to: string, subject: string, lines: string[]) => transport.send({ to, subject: `FinX: ${subject}`, text: `${lines.join('\n')}\n` });
  return {
    site,
    /** A message the user must get (the confirmation link): a failure is the caller's. */
    send,
    /** A security notice: a failure to send it is logged, the change it reports stands. */
    async notice(to: string, subject: string, lines: string[]) {
      await send(to, subject, [...lines, ...footer]).catch((err: Error) => logger.warn({ err: err.message, subject }, 'account notice not sent'));
    },
  };
}
export type AccountMail = ReturnType<typeof accountMail>;

/** "Sat, 28 Nov 2026 07:42:32 UTC": when something happened, as a notice says it. */
export const noticeTime = (at: Date) => at.toUTCString().replace('GMT', 'UTC');

import type { Config } from '../../../platform/config';
import { createMailTransport, type MailTransport } from '../../../platform/mail';
import type { UnsubscribeTokens } from '../secrets';
import type { Channel } from './types';

/** Path of the one-click unsubscribe (RFC 8058): signed by its token, so it skips the session and CSRF checks. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/hooks/notifications/unsubscribe';

/**
 * E-mail over the platform's mail sender (SMTP_URL, else the outbox folder). Every message carries the
 * unsubscribe link (a page that works signed out) and List-Unsubscribe / List-Unsubscribe-Post headers.
 */
export function emailChannel(
  config: Pick<Config, 'mail' | 'dataDir' | 'notifications'>,
  tokens: UnsubscribeTokens,
  mail: MailTransport = createMailTransport(config),
): Channel {
  const site = config.notifications.publicUrl;
  return {
    name: 'email',
    // Without SMTP_URL the message is written to DATA_DIR/outbox: kept, not delivered.
    missing: () => (mail.driver === 'smtp' ? null : 'SMTP_URL'),
    async send(to, m) {
      const token = tokens.sign(to.userId);
      const lines = [
        m.body,
        '',
        ...(m.link ? [`Open in FinX: ${site}${m.link}`, ''] : []),
        '—',
        `You get this e-mail because of your FinX notification preferences: ${site}/notifications`,
        `Unsubscribe from FinX notification e-mails: ${site}/unsubscribe?token=${token}`,
      ];
      await mail.send({
        to: to.email,
        subject: `FinX: ${m.title}`,
        text: `${lines.join('\n')}\n`,
        headers: {
          'List-Unsubscribe': `<${site}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { sentTo: to.email };
    },
  };
}

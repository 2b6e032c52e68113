import type { AccountMail } from '../mail';
import { noticeTime } from '../mail';

const NOTICES = {
  enabled: {
    subject: 'Two-step sign-in was turned on',
    text: (at: string) =>
      `On ${at} two-step sign-in was turned on for your FinX account: signing in now asks for a code from your authenticator app after the password. Keep your recovery codes somewhere safe.`,
  },
  disabled: {
    subject: 'Two-step sign-in was turned off',
    text: (at: string) => `On ${at} two-step sign-in was turned off for your FinX account: signing in no longer asks for a code from your authenticator app.`,
  },
  recoveryCodeUsed: {
    subject: 'A recovery code was used to sign in',
    text: (at: string) =>
      `On ${at} someone signed in to your FinX account with one of your recovery codes; that code cannot be used again. If you lost your phone, turn two-step sign-in off and on again in Settings, which also gives you new recovery codes.`,
  },
} as const;

/** E-mails the user about a change of their two-step sign-in (a security notice: sent whatever their preferences). */
export const sendTwoStepNotice = (mail: AccountMail, user: { email: string; firstName: string }, notice: keyof typeof NOTICES) =>
  mail.notice(user.email, NOTICES[notice].subject, [`Hello ${user.firstName},`, '', NOTICES[notice].text(noticeTime(new Date()))]);

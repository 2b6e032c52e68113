import type { AccountMail } from '../mail';

/** "Download my data" is ready: a link to Settings, where the download needs the password again. */
export const sendExportReady = (mail: AccountMail, to: string, exportId: number, expiresAt: Date) =>
  mail.send(to, 'your data is ready to download', [
    'The copy of your FinX data you asked for is ready.',
    '',
    'Download it from Settings (you will be asked for your password again):',
    `${mail.site}/settings?export=${exportId}`,
    '',
    `The download works until ${expiresAt.toUTCString().replace('GMT', 'UTC')}; then the archive is deleted and you can ask for a new one.`,
    '',
    'If you did not ask for this, change your password in Settings and choose "Sign out everywhere else".',
  ]);

export const sendExportFailed = (mail: AccountMail, to: string) =>
  mail.send(to, 'we could not prepare your data', [
    'Something went wrong while we prepared the copy of your FinX data you asked for, and no archive was made.',
    '',
    `Please ask for it again in Settings: ${mail.site}/settings`,
    'If it fails again, reply to this e-mail and we will send it to you another way.',
  ]);

/** Sent once the closing job has deleted the account's data, to the address the account had. */
export const sendAccountClosed = (mail: AccountMail, to: string, kept: string[]) =>
  mail.send(to, 'your account is closed', [
    'Your FinX account is closed. Your personal data, uploaded documents, letters, disputes, Guardian conversations, webhooks and notifications have been deleted.',
    ...(kept.length ? ['', 'The law makes us keep these records for a while, detached from your name and e-mail:', ...kept.map((k) => `- ${k}`)] : []),
    '',
    'Disputes a bureau had already received by mail are still investigated by that bureau; its answer comes to you by post.',
    '',
    'If you did not close your account, reply to this e-mail at once.',
  ]);

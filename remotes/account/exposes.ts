/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Auth': './src/Auth.tsx',
  './Onboarding': './src/Onboarding.tsx',
  './Notifications': './src/Notifications.tsx',
  './Unsubscribe': './src/Unsubscribe.tsx',
  // issue 28: the user's own account
  './Profile': './src/Profile.tsx',
  './Settings': './src/Settings.tsx',
  './ConfirmEmail': './src/ConfirmEmail.tsx',
  './AccountClosed': './src/AccountClosed.tsx',
  // not a route: the shell's Guardian panel (issue 18)
  './Guardian': './src/guardian/Guardian.tsx',
};

/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Auth': './src/Auth.tsx',
  './Onboarding': './src/Onboarding.tsx',
  './Notifications': './src/Notifications.tsx',
  './Unsubscribe': './src/Unsubscribe.tsx',
  // not a route: the shell's Guardian panel (issue 18)
  './Guardian': './src/guardian/Guardian.tsx',
};

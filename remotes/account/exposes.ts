/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Auth': './src/Auth.tsx',
  './Onboarding': './src/Onboarding.tsx',
  './Notifications': './src/Notifications.tsx',
  './Unsubscribe': './src/Unsubscribe.tsx',
};

/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Subscription': './src/Subscription.tsx',
  './ThankYou': './src/ThankYou.tsx',
};

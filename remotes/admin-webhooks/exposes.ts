/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Webhooks': './src/Webhooks.tsx',
};

/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './DocumentCenter': './src/DocumentCenter.tsx',
  './CreditFile': './src/CreditFile.tsx',
};

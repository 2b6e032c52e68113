/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Disputes': './src/Disputes.tsx',
  './IdentityTheft': './src/IdentityTheft.tsx',
  './CompanyLetters': './src/CompanyLetters.tsx',
};

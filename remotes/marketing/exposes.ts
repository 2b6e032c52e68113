/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Landing': './src/Landing.tsx',
  './About': './src/About.tsx',
  './Contact': './src/Contact.tsx',
  './Privacy': './src/Privacy.tsx',
  './Terms': './src/Terms.tsx',
  './Help': './src/Help.tsx',
};

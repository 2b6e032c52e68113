/** Route modules this remote exposes to the shell (ARCHITECTURE §1). */
export const exposes = {
  './Dashboard': './src/Dashboard.tsx',
  './Coaching': './src/Coaching.tsx',
  './Progress': './src/Progress.tsx',
  './AiUnderwriting': './src/AiUnderwriting.tsx',
};

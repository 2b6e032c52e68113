// Module boundaries (ARCHITECTURE.md §1–§2), checked by `npm test` (step `boundaries`):
//   npm run boundaries      (alone; the folders it reads are in package.json)
// Type-only imports count: a deep `import type` couples a file to another's insides as much as a value does.
const MODULE = '^backend/src/modules/([^/]+)/';
const MODULE_FACE = '^backend/src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a loop: a cycle ties every file on it into one unit.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-only-through-index',
      severity: 'error',
      comment:
        "Another backend module is used through its index.ts, never its files (ARCHITECTURE.md §1: a module's exported service functions, never its tables).",
      from: { path: MODULE },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: ['^backend/src/modules/$1/', MODULE_FACE] },
    },
    {
      name: 'outside-uses-module-index',
      severity: 'error',
      comment:
        'Code outside the modules (main.ts, worker.ts, the seed, modules/index.ts) uses a module through its index.ts. Tests and benches may reach inside.',
      from: { path: '^backend/src/', pathNot: MODULE },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: MODULE_FACE },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'backend/src/platform is below every module: it imports no module and not the seed (main.ts and worker.ts pass them in).',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/(modules|seed)/' },
    },
    {
      name: 'remote-imports-no-other-remote',
      severity: 'error',
      comment: 'A remote builds and deploys alone (ARCHITECTURE.md §2): it imports only its own files, remotes/common and the shared remotes/*.ts config.',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/[^/]+/', pathNot: ['^remotes/$1/', '^remotes/common/'] },
    },
    {
      name: 'remote-imports-no-shell',
      severity: 'error',
      comment: 'A remote never imports the shell (ARCHITECTURE.md §2).',
      from: { path: '^remotes/' },
      to: { path: '^shell/' },
    },
    {
      name: 'shell-imports-no-remote',
      severity: 'error',
      comment:
        "The shell loads remotes at run time; it imports none of a remote's files, only remotes/common, the shared remotes/*.ts config and a remote's exposes.ts (its list of exposed modules).",
      from: { path: '^shell/' },
      to: { path: '^remotes/[^/]+/', pathNot: ['^remotes/common/', '^remotes/[^/]+/exposes\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)styled-system/', '(^|/)storybook-static/', '^shell/node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};

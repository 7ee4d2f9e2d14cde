import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noDrizzle = { name: 'drizzle-orm', message: 'The web app never talks to the database.' };
/** Paths no web file imports; each web block repeats them, as a block's options replace others'. */
const webPaths = [
  noDrizzle,
  {
    name: '@iagree/contract/routes',
    message: 'The web imports calls, never their schemas (decision 041).',
  },
  {
    name: '@mantine/core',
    importNames: ['Modal'],
    message: "Use '@/components/modal': only the topmost modal may take Escape.",
  },
  {
    name: 'react',
    importNames: ['lazy'],
    message: "Use lazyPart from '@/lib/lazy-part': it waits for the later styles (decision 022).",
  },
];

/**
 * The web reaches the server only through the contract's calls, `call(route, input)` (decision
 * 041): no path of its own.
 */
const callsOnly = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    'apps/web/src/testing/**',
    // SPEC puts the password reset page, a page of the web app, under /api/password/reset/.
    'apps/web/src/lib/paths.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
        (selector) => ({
          selector,
          message: 'Call the server through the contract: call(someCalls.name, input).',
        }),
      ),
    ],
  },
};

/** A web feature may use shared code and itself, never another feature. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: webPaths,
        patterns: [
          {
            regex: `^(@/features/(?!${feature}/)|(\\.\\./)+(features/)?(?!${feature}/)(${webFeatures.filter((f) => f !== feature).join('|') || '_none_'})/)`,
            message:
              'Features must not import each other: move shared code to components/ or lib/.',
          },
          { regex: '^@/app/', message: 'Features must not import the app layer.' },
        ],
      },
    ],
  },
}));

/**
 * A server module uses another only through that module's public entry, its index.ts (issue
 * 31); tests may reach other modules' test helpers.
 */
const noHttpBelowRoutes = [
  { regex: '/routes(\\.ts)?$', message: 'Services, db and adapters must not import routes.' },
  { regex: '^fastify$', message: 'Services, db and adapters must not depend on HTTP.' },
];
/**
 * A module's HTTP edge: its routes, and what reads requests or writes replies for them (forms,
 * cookies, per-route limits, Open311's formats). Everything else in a module — services,
 * queries, presenters — is below routes and never sees HTTP (routes → service → db/adapters).
 */
const httpEdge = [
  '**/routes.ts',
  '**/*-route.ts',
  '**/form.ts',
  '**/rate-limit.ts',
  'accounts/profile/avatar.ts',
  'accounts/sessions/cookies.ts',
  'accounts/social/oauth-state.ts',
  'open311/answers.ts',
  'statements/reader.ts',
];
const moduleBoundaries = serverModules.flatMap((module) => {
  const throughIndex = {
    regex: `^(\\.\\./)+(${serverModules.filter((m) => m !== module).join('|')})/(?!index\\.ts$)`,
    message: 'Import another module through its index.ts: it says what the module offers.',
  };
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const inModule = (globs) => globs.map((glob) => `apps/server/src/modules/${module}/${glob}`);
  return [
    {
      files: inModule(['**/*.ts']),
      ignores: ['**/*.test.ts', '**/*-test-helpers.ts'],
      rules: rule([throughIndex]),
    },
    {
      files: inModule(['**/*.ts']),
      ignores: [
        '**/*.test.ts',
        '**/*-test-helpers.ts',
        ...httpEdge.map((glob) => `apps/server/src/modules/${glob}`),
      ],
      rules: rule([throughIndex, ...noHttpBelowRoutes]),
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: webPaths }],
    },
  },
  ...featureBoundaries,
  callsOnly,
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webPaths,
          patterns: [
            {
              regex: '^@/(features|app)/',
              message: 'Shared code must not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one wrapper around Mantine's modal, and the theme that styles it.
    files: ['apps/web/src/components/modal.tsx', 'apps/web/src/app/theme.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noDrizzle] }] },
  },
  // Server layering (routes → service → db/adapters) and module boundaries.
  ...moduleBoundaries,
  {
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/modules/', message: 'db and adapters sit below the modules.' },
            { regex: '^fastify$', message: 'db and adapters must not depend on HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      '.ci/**/*.mjs',
      'scripts/**/*.mjs',
      'apps/server/scripts/**/*.mjs',
      'bench/**/*.ts',
      'apps/server/src/cli.ts',
      'apps/server/src/db/seed/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);

import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const element = (type) => ({ element: { type } });

export default defineConfig([
  globalIgnores(['dist', 'src/gql']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The layers of src/ (README.md): app → features → components → lib → gql.
    // A feature is used by the others only through its index.ts; inside it, anything goes.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'gql', pattern: 'src/gql' },
        { type: 'test', pattern: 'src/test' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: element('app'), allow: { to: element(['components', 'lib', 'gql']) } },
            {
              from: element(['app', 'feature']),
              allow: { to: element('feature') },
            },
            {
              from: element(['app', 'feature']),
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: 'Import another feature through its index.ts: src/features/{{ to.element.captured.name }}/index.ts',
            },
            { from: element('feature'), allow: { to: element(['components', 'lib', 'gql']) } },
            { from: element('components'), allow: { to: element(['lib', 'gql']) } },
            { from: element('lib'), allow: { to: element('gql') } },
            { from: element('test'), allow: { to: element(['lib', 'gql']) } },
            { from: { file: { categories: 'test' } }, allow: { to: element('test') } },
          ],
        },
      ],
    },
  },
]);

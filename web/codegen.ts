import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for the operations written beside the components that use them,
// generated from the Go server's schema files.
const config: CodegenConfig = {
  schema: '../api/schema/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;

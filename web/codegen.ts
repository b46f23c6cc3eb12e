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
      // Time is RFC 3339 text on the wire.
      config: { useTypeImports: true, enumsAsTypes: true, nonOptionalTypename: true, scalars: { Time: 'string', JSONObject: 'Record<string, unknown>' } },
    },
  },
};

export default config;

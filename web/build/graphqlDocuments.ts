import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The documents codegen wrote into src/gql: each operation's source text (the
 * key of gql.ts's map) with its document's JSON from graphql.ts.
 */
function readDocuments(gqlDir: string): Map<string, string> {
  const json = new Map<string, string>();
  for (const line of readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8').split('\n')) {
    const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
    if (match) json.set(match[1], match[2]);
  }
  const bySource = new Map<string, string>();
  for (const line of readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8').split('\n')) {
    const match = /^ {4}(".*"): types\.(\w+),$/.exec(line);
    const document = match && json.get(match[2]);
    if (match && document) bySource.set(JSON.parse(match[1]) as string, document);
  }
  return bySource;
}

/**
 * Build only: each graphql(`...`) call becomes the document codegen made for
 * it, written in place, so a page's chunk carries its own operations. Left
 * alone, every chunk would import gql.ts's map of all of them (400 KB, on the
 * login page too). What codegen's Babel plugin does, without Babel. The
 * modules' `import { graphql } from '…/gql'` goes too.
 */
export function inlineGraphqlDocuments(gqlDir: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'hackforge-inline-graphql',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(gqlDir);
      if (documents.size === 0) this.error(`no GraphQL documents in ${gqlDir}: run npm run codegen`);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const inlined = code.replace(/\bgraphql\(`([^`]*)`\)/g, (_, source: string) => {
        const document = documents.get(source);
        if (!document) this.error(`${id}: a graphql() call with no generated document (run npm run codegen; no \${} or escapes inside)`);
        return `(${document})`;
      });
      // The import stays otherwise (verbatimModuleSyntax), and with it the map.
      return { code: inlined.replace(/^import \{ graphql \} from '[./]*\/gql';$/m, ''), map: null };
    },
  };
}

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { inlineGraphqlDocuments } from './build/graphqlDocuments';
import { precompress } from './build/precompress';
import { BRANDS, resolveBrandId } from './src/lib/brand/brands';

/**
 * Puts the build's brand into index.html: its name, favicon, and the title,
 * description and share image a page has until the server writes its own
 * (api/pagemeta.go reads them between the page meta comments).
 */
function brandHtml(brandId: keyof typeof BRANDS): Plugin {
  const { name } = BRANDS[brandId];
  return {
    name: 'hackforge-brand-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_NAME%', name)
        .replace('%BRAND_DESCRIPTION%', `${name} runs hackathons: discover one, register, form a team, submit your project and see the winners.`)
        .replace('%BRAND_FAVICON%', `/brands/${brandId}/logo.svg`)
        .replace('%BRAND_SHARE_IMAGE%', `/brands/${brandId}/share.png`),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Fails the build early on an unknown VITE_BRAND.
  const brandId = resolveBrandId(env.VITE_BRAND);
  // `npm run dev` forwards API calls to a local Go server.
  const apiTarget = process.env.HACKFORGE_API_URL ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), brandHtml(brandId), inlineGraphqlDocuments(path.resolve('src/gql')), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the chunks each page's module needs, which
      // the server names as modulepreload links in that page's HTML (api/preload.go).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Libraries change less often than the app: keep them in their own cacheable chunks.
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
              // What every page runs before its own chunk (the rest of the Mantine it draws
              // with included) in one file, not sixty small ones that each cost a round trip.
              { name: 'app', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(['/api', '/gql', '/u-gql'].map((path) => [path, apiTarget])),
    },
  };
});

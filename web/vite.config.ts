import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { BRANDS, resolveBrandId } from './src/lib/brand/brands';

/** Puts the build's brand name and favicon into index.html. */
function brandHtml(brandId: keyof typeof BRANDS): Plugin {
  return {
    name: 'hackforge-brand-html',
    transformIndexHtml: (html) =>
      html
        .replace('%BRAND_NAME%', BRANDS[brandId].name)
        .replace('%BRAND_FAVICON%', `/brands/${brandId}/logo.svg`),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Fails the build early on an unknown VITE_BRAND.
  const brandId = resolveBrandId(env.VITE_BRAND);
  // `npm run dev` forwards API calls to a local Go server.
  const apiTarget = process.env.HACKFORGE_API_URL ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), brandHtml(brandId)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Libraries change less often than the app: keep them in their own cacheable chunks.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
              { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
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

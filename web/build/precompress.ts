import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text (and WebAssembly) files worth compressing; images and fonts already are. */
const COMPRESSIBLE = /\.(js|css|svg|json|wasm|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Build only: beside each hashed file in assets/, its brotli (.br, quality 11)
 * and gzip (.gz, level 9) copies, written once here at the highest settings
 * rather than by the server on every request. The Go server (api/web.go)
 * picks one by the request's Accept-Encoding. A copy no smaller than the file
 * is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hackforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(path.join(outDir, file));
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzipped(raw, { level: 9 }),
          ]);
          await Promise.all([
            br.length < raw.length && writeFile(path.join(outDir, `${file}.br`), br),
            gz.length < raw.length && writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

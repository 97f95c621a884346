// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so a server can
// send them pre-compressed (e.g. @fastify/static with `preCompressed: true`) at no CPU cost per
// request. Runs last in an app's `build` (after the public site's home page is prerendered):
//   node ../../tooling/compress-assets.mjs dist
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${dist} (.br and .gz)`);

// Bundles the functions with the shared domain and data modules from ../src,
// so the deployed package carries one copy of each rule and schema, while
// npm packages stay external and are installed by Cloud Functions from
// functions/package.json.
//
// Every function instance loads lib/index.js. Modules only some functions
// need are imported with `await import()` where they are used; `splitting`
// puts each of them in its own chunk, so an instance loads it (and the npm
// packages it imports) on its first use only. lib/meta.json records the
// output for `npm run bench` (scripts/benchColdStart.ts).
import { build } from "esbuild";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const outdir = new URL("./lib", import.meta.url).pathname;

const result = await build({
  // Paths in meta.json are relative to functions/, whichever directory runs the build.
  absWorkingDir: new URL(".", import.meta.url).pathname,
  entryPoints: { index: new URL("./src/index.ts", import.meta.url).pathname },
  outdir,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  target: "node24",
  format: "esm",
  sourcemap: true,
  metafile: true,
  external: Object.keys(pkg.dependencies),
  logLevel: "warning",
});
writeFileSync(`${outdir}/meta.json`, JSON.stringify(result.metafile));
// Chunks of earlier builds go (their names carry a content hash); lib/ is never emptied
// first, since a running emulator may be loading index.js while this builds.
const current = new Set(Object.keys(result.metafile.outputs).map((file) => file.replace(/^.*lib\/chunks\//, "")));
for (const file of readdirSync(`${outdir}/chunks`)) if (!current.has(file)) rmSync(`${outdir}/chunks/${file}`);

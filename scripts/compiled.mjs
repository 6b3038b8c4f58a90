// Runs a TypeScript command compiled ahead: `node scripts/compiled.mjs scripts/validate.ts [arguments]`.
//
// Through tsx, a command spends most of half a second before its first line runs (tsx's loader thread, then
// the transform of every module, zod and culori included). Here the command and everything it imports are
// bundled once by esbuild into node_modules/.cache/site-renderer/, and plain node runs the bundle. The bundle
// is rebuilt when any file it was made from changed (time or size), so an edit to the code is never missed.
// Without esbuild, or if bundling fails, the command runs through tsx as before: slower, never wrong.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  process.stderr.write("usage: node scripts/compiled.mjs <command.ts> [arguments]\n");
  process.exit(2);
}
const entry = resolve(project, entryArg);
const cache = resolve(project, "node_modules/.cache/site-renderer");
const bundle = resolve(cache, relative(project, entry).replace(/[/\\]/g, "__").replace(/\.ts$/, ".mjs"));
const manifestFile = `${bundle}.inputs.json`;

/** What a bundle was made from: every input file's time and size, and the versions that shape the output. */
const stamp = (file) => {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return "missing";
  }
};
const toolchain = () =>
  `node ${process.version}; esbuild ${stamp(resolve(project, "node_modules/esbuild/package.json"))}`;

function fresh() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch {
    return false;
  }
  if (manifest.toolchain !== toolchain() || stamp(bundle) === "missing") return false;
  for (const [file, recorded] of Object.entries(manifest.inputs))
    if (stamp(resolve(project, file)) !== recorded) return false;
  return true;
}

async function compile() {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: project,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // jsonc-parser's "main" is a UMD build that esbuild cannot follow; its "module" build is plain ESM.
    mainFields: ["module", "main"],
    // Packages that are CommonJS inside an ES module bundle still need require for node's own modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) inputs[file] = stamp(resolve(project, file));
  mkdirSync(cache, { recursive: true });
  // Written beside, then renamed: two commands compiling at once each leave a whole bundle.
  const temporary = `${bundle}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, bundle);
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify({ toolchain: toolchain(), inputs }));
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
}

// The command reads its arguments from process.argv.slice(2), as when it is run directly.
process.argv = [process.argv[0], entry, ...args];
let ready = fresh();
if (!ready) {
  try {
    await compile();
    ready = true;
  } catch {
    // no esbuild, or a file it cannot bundle: tsx runs the command from its sources
  }
}
if (ready) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(entry).href);
}

// Runs a TypeScript command compiled ahead: `node scripts/compiled.mjs [--packages-external] scripts/validate.ts
// [arguments]`. With --packages-external packages load from node_modules as they are (the build: Vike and Vite
// find their own files at run time), except the plain ES module packages in BUNDLED: loaded as files, each costs
// the command its resolution and compilation of every one of its modules (zod, culori and jsonc-parser came to
// about 150 ms of a one-page rebuild's second), and bundled they take a few milliseconds.
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
const options = process.argv.slice(2);
const packagesExternal = options[0] === "--packages-external";
if (packagesExternal) options.shift();
const [entryArg, ...args] = options;
if (!entryArg) {
  process.stderr.write("usage: node scripts/compiled.mjs <command.ts> [arguments]\n");
  process.exit(2);
}
const entry = resolve(project, entryArg);
const cache = resolve(project, "node_modules/.cache/site-renderer");
const bundleOf = (source) =>
  resolve(
    cache,
    relative(project, source)
      .replace(/[/\\]/g, "__")
      .replace(/\.ts$/, packagesExternal ? ".ext.mjs" : ".mjs"),
  );
const bundle = bundleOf(entry);

/**
 * Packages bundled even with --packages-external: ES modules with no files of their own to find at run time. The
 * list is package.json's bundledPackages, which vite.config.ts reads too for the build's server bundle.
 */
const projectPackage = resolve(project, "package.json");
const BUNDLED = new Set(JSON.parse(readFileSync(projectPackage, "utf8")).bundledPackages ?? []);
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
/** Leaves every other package to node_modules, as esbuild's `packages: "external"` would. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("node:") || BUNDLED.has(packageName(args.path))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

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
  `node ${process.version}; esbuild ${stamp(resolve(project, "node_modules/esbuild/package.json"))}; ` +
  `options ${stamp(fileURLToPath(import.meta.url))} ${stamp(projectPackage)}`;

function fresh(bundle) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${bundle}.inputs.json`, "utf8"));
  } catch {
    return false;
  }
  if (manifest.toolchain !== toolchain() || stamp(bundle) === "missing") return false;
  for (const [file, recorded] of Object.entries(manifest.inputs))
    if (stamp(resolve(project, file)) !== recorded) return false;
  return true;
}

async function compile(entry, bundle) {
  const manifestFile = `${bundle}.inputs.json`;
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    ...(packagesExternal ? { plugins: [externalPackages] } : {}),
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

/** The bundle of a source file, made or brought up to date; undefined when it cannot be bundled. */
async function bundled(source, bundle = bundleOf(source)) {
  if (fresh(bundle)) return bundle;
  try {
    await compile(source, bundle);
    return bundle;
  } catch {
    return undefined; // no esbuild, or a file it cannot bundle
  }
}

// A command that starts worker threads asks here for its worker's bundle (src/build/prerender.ts), made the same
// way: under tsx (no such object) it runs the worker's source instead.
globalThis[Symbol.for("site-renderer.compiled")] = {
  bundle: async (source) => {
    const made = await bundled(resolve(project, source));
    return made === undefined ? undefined : pathToFileURL(made);
  },
};

const ready = (await bundled(entry, bundle)) !== undefined;
if (ready) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(entry).href);
}

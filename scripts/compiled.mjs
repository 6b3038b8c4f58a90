// Runs a TypeScript command compiled ahead: `node scripts/compiled.mjs [--packages-external] scripts/validate.ts
// [arguments]`. The command and what it imports are bundled once by esbuild into node_modules/.cache/site-renderer/
// (rebuilt when a source changes) and plain node runs the bundle, which starts much sooner than through tsx; without
// esbuild, or if bundling fails, it runs through tsx, slower but never wrong. With --packages-external packages load
// from node_modules (Vike and Vite find their own files), but the plain ES modules in BUNDLED; lazy imports become
// chunks node reads only when needed. This file runs before any TypeScript, so it keeps its own cache path.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
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
  for (const chunk of manifest.chunks ?? []) if (stamp(join(chunksOf(bundle), chunk)) === "missing") return false;
  for (const [file, recorded] of Object.entries(manifest.inputs))
    if (stamp(resolve(project, file)) !== recorded) return false;
  return true;
}

/** The folder of a bundle's chunks, each named by a hash of its content. */
const chunksOf = (bundle) => `${bundle}.chunks`;

/** Writes a file beside, then renames it: a reader, or another command compiling at once, never sees half of it. */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Whether `name` is a file writeWhole left behind: named by a process that has ended (a compile stopped halfway by a
 * crash or Ctrl-C). One whose process still runs may be another command's compile at this very moment: it stays.
 */
function orphaned(name) {
  const pid = /\.(\d+)\.tmp$/.exec(name)?.[1];
  if (pid === undefined) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // No such process; EPERM is a process of another user's, alive.
    return error.code === "ESRCH";
  }
}

async function compile(entry, bundle) {
  const manifestFile = `${bundle}.inputs.json`;
  const chunks = chunksOf(bundle);
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    ...(packagesExternal ? { plugins: [externalPackages] } : {}),
    absWorkingDir: project,
    bundle: true,
    splitting: true,
    outdir: dirname(bundle),
    entryNames: basename(bundle, ".mjs"),
    chunkNames: `${basename(chunks)}/[name]-[hash]`,
    outExtension: { ".js": ".mjs" },
    platform: "node",
    format: "esm",
    target: "node20",
    // Names are kept, for a profile or a stack to read.
    minifyWhitespace: true,
    minifySyntax: true,
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
  const written = result.outputFiles.filter((output) => output.path !== bundle);
  if (written.length === result.outputFiles.length) throw new Error(`esbuild wrote no ${bundle}`);
  mkdirSync(chunks, { recursive: true });
  // The chunks first (the same content has the same name, whoever writes it), then the bundle that imports them.
  for (const output of written) writeWhole(output.path, output.contents);
  writeWhole(bundle, result.outputFiles.find((output) => output.path === bundle).contents);
  let before = [];
  try {
    before = JSON.parse(readFileSync(manifestFile, "utf8")).chunks ?? [];
  } catch {
    // none yet
  }
  const now = written.map((output) => relative(chunks, output.path));
  writeWhole(manifestFile, JSON.stringify({ toolchain: toolchain(), inputs, chunks: now }));
  // The last bundle's chunks stay, for a command that started with it and has yet to import one; older ones go.
  const kept = new Set([...now, ...before]);
  for (const name of readdirSync(chunks))
    if (name.endsWith(".tmp") ? orphaned(name) : !kept.has(name)) rmSync(join(chunks, name), { force: true });
  for (const name of readdirSync(dirname(bundle)))
    if (orphaned(name)) rmSync(join(dirname(bundle), name), { force: true });
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

// A command that starts worker threads asks here for its worker's bundle (src/compiled.ts), made the same
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

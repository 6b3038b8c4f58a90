/**
 * Every file and folder the product reads or writes, and every environment variable it takes, in one place.
 * Relative paths are from the working folder (the project). Maintainer tooling (tools/) and the tests may read
 * these too; what only they use (AUDIT_PORT, NGINX_PORT, E2E_PORT, CHROME_PATH, ...) stays with them.
 */
import { realpathSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const env = process.env;

/** The site's one file: SITE_JSON, or site.json. Images are found beside it. */
export const siteJsonPath = (): string => resolve(env.SITE_JSON ?? "site.json");

/** The build's output folder (DIST_DIR, or dist); the site itself is its client/ folder. */
export const distDir = (): string => resolve(env.DIST_DIR ?? "dist");
export const clientDir = (dist = distDir()): string => resolve(dist, "client");
/** Where a build is written before it is swapped in, beside the output folder. */
export const stagingDir = (dist = distDir()): string => `${dist}.tmp`;

/** BUILD_THREADS: set to any number, a whole build renders through Vike's prerender; unset, the build decides. */
export const buildThreads = (): number | undefined =>
  env.BUILD_THREADS && Number.isInteger(Number(env.BUILD_THREADS)) ? Number(env.BUILD_THREADS) : undefined;

/** What `npm run serve` and `npm run deploy:config` read: SERVE_DIR, or the last build's client folder. */
export const serveDir = (): string => resolve(env.SERVE_DIR ?? clientDir());
/** The preview server's address: PORT (3000) and HOST (127.0.0.1). */
export const servePort = (): number => Number(env.PORT ?? 3000);
export const serveHost = (): string => env.HOST ?? "127.0.0.1";

/** The editor's port: `--port`, else EDITOR_PORT, else 4321. */
export const editorPort = (): number => Number(env.EDITOR_PORT ?? 4321);

/**
 * The served editor's accounts (EDITOR_ACCOUNTS, or .editor-team/accounts.json): outside every served and published
 * folder, git-ignored, written mode 0600. Back it up: it is the team.
 */
export const editorAccountsPath = (): string => resolve(env.EDITOR_ACCOUNTS ?? ".editor-team/accounts.json");
/** The served editor's public address (EDITOR_ORIGIN, like https://editor.example.com): Host and Origin must match it. */
export const editorOrigin = (): string | undefined => env.EDITOR_ORIGIN;

/** Build by-products, kept between runs so unchanged work is skipped (git-ignored). */
export const GENERATED_DIR = ".generated";

/** Compiled code kept between runs, in the folder tools conventionally cache in (node_modules/.cache). */
const CACHE_DIR = "node_modules/.cache";
/** Each compile of the site's code (`vike build`), by the hash of its inputs (src/build/code-cache.ts). */
export const codeCacheDir = (): string => resolve(CACHE_DIR, "site-renderer/vike-build");
/** Each build of the editor's browser app, under the project's folder `repo`. */
export const editorAppCacheDir = (repo: string): string => resolve(repo, CACHE_DIR, "editor-app");
/** The editor's browser app (its index.html and vite.config.ts), under the project's folder `repo`. */
export const editorAppDir = (repo: string): string => resolve(repo, "editor/app");
/** The generated JSON Schema a site.json's "$schema" names, under the project's folder `repo`. */
export const schemaJsonPath = (repo = "."): string => resolve(repo, "schema/site.schema.json");
/** Other businesses' sites (examples/<name>/site.json), under the project's folder `repo`. */
export const examplesDir = (repo = "."): string => resolve(repo, "examples");

/** The host configuration folder beside site.json (src/deploy/files.ts). */
export const DEPLOY_DIR = "deploy";
/** Where `npm run deploy:config` writes it: DEPLOY_DIR (another site's, e.g. the example's nginx test), or deploy/. */
export const deployConfigDir = (): string => env.DEPLOY_DIR ?? DEPLOY_DIR;

/**
 * Whether a site's pictures are the project's own images/ folder: the project's site.json, or a copy of it whose
 * images/ links there (the owner's-edit proof, the dev server's test). Such sites share the project's by-products.
 */
const isProjectSite = (file: string): boolean => {
  try {
    return realpathSync(resolve(dirname(file), "images")) === realpathSync(resolve("images"));
  } catch {
    return file === resolve("site.json");
  }
};

/**
 * Where one site's by-products go: .generated/ for the project's pictures, and for a site with pictures of its
 * own (an example) a folder of its own under .generated/sites/ (named after its folder), so building an example
 * never throws away the project's image copies, nor the other way round, and each keeps its cache.
 */
export const generatedDir = (file = siteJsonPath()): string => {
  if (isProjectSite(file)) return resolve(GENERATED_DIR);
  const folder = relative(process.cwd(), dirname(file));
  const name = folder && !folder.startsWith("..") ? folder : dirname(file);
  return resolve(GENERATED_DIR, "sites", name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "root");
};

/** Held by the build running in this project (src/build/one-at-a-time.ts): a second one waits for it. */
export const buildLockDir = (): string => resolve(GENERATED_DIR, "build.lock");

/** The image manifest the pipeline writes and the renderer reads (IMAGES_MANIFEST overrides it, for tests). */
export const imageManifestPath = (): string => resolve(env.IMAGES_MANIFEST ?? `${generatedDir()}/images.json`);
/**
 * The folder Vite copies into the site as it is: public/ for the project's pictures, a folder of the site's own
 * by-products for another. It holds what the build publishes: the images' copies and the theme's fonts.
 */
export const publicDir = (file = siteJsonPath()): string =>
  isProjectSite(file) ? resolve("public") : resolve(generatedDir(file), "public");
/** The published copies of the images. */
export const publicImagesDir = (): string => resolve(publicDir(), "img");
/** The theme's self-hosted font files (src/theme/fonts.ts), published beside the images. */
export const publicFontsDir = (): string => resolve(publicDir(), "fonts");
/** The source of the islands script: the only code pages send to the browser (built as one hashed chunk). */
export const ISLANDS_SOURCE = "src/islands/client.ts";

/** Whether `npm run edit` opens a browser: on a desktop, never in CI (CI) or when told not to (BROWSER=none). */
export const mayOpenBrowser = (): boolean => {
  const desktop = process.platform !== "linux" || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
  return desktop && !env.CI && env.BROWSER !== "none";
};

/** A production build (Vite sets NODE_ENV while it builds and prerenders), where files no longer change. */
export const isProduction = (): boolean => env.NODE_ENV === "production";
/** The mode as set (NODE_ENV), part of a compile's key: code compiled for one mode is not reused for another. */
export const nodeEnv = (): string | undefined => env.NODE_ENV;
/**
 * A build compiles in production mode whoever started it (a test runner sets "test"), so its code and pages do not
 * depend on who started it; and without Vite's warning about vite.config.ts's imports, repeated at every compile.
 */
export function enterProductionBuild(): void {
  env.NODE_ENV = "production";
  env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
}

/** Colours in terminal output unless NO_COLOR is set (https://no-color.org). */
export const noColor = (): boolean => Boolean(env.NO_COLOR);

/** A file's name as the owner would type it: relative to the working folder when inside it. */
export function displayName(file: string): string {
  return file.startsWith(process.cwd() + "/") ? file.slice(process.cwd().length + 1) : file;
}

/** The publish targets (src/publish/config.ts): PUBLISH_CONFIG, or publish.json beside site.json. */
export const publishConfigPath = (file = siteJsonPath()): string =>
  resolve(env.PUBLISH_CONFIG ?? resolve(dirname(file), "publish.json"));
/** Publishing's own records (its lock, its history, the last scheduled set): PUBLISH_STATE_DIR, or .publish/. */
export const publishStateDir = (): string => resolve(env.PUBLISH_STATE_DIR ?? ".publish");
/** The private key ssh uses for a server target (PUBLISH_SSH_KEY), kept outside the project; never printed. */
export const publishSshKey = (): string | undefined => env.PUBLISH_SSH_KEY || undefined;
/** The known_hosts file ssh checks the server against (PUBLISH_SSH_KNOWN_HOSTS); unset, ssh's own. */
export const publishKnownHosts = (): string | undefined => env.PUBLISH_SSH_KNOWN_HOSTS || undefined;
/** Who publishes, as `Name <email>` (PUBLISH_AUTHOR); unset, git's configured user, else the account's name. */
export const publishAuthor = (): string | undefined => env.PUBLISH_AUTHOR || undefined;
/** "Now" for scheduled content (PUBLISH_NOW, an ISO date and time), so a test can move the clock; unset, the clock. */
export const publishNow = (): Date => (env.PUBLISH_NOW ? new Date(env.PUBLISH_NOW) : new Date());
/** The id a build writes to build.txt (BUILD_ID, or a git host's commit: COMMIT_REF, CF_PAGES_COMMIT_SHA, GITHUB_SHA). */
export const buildIdFromEnv = (): string | undefined =>
  env.BUILD_ID || env.COMMIT_REF || env.CF_PAGES_COMMIT_SHA || env.GITHUB_SHA || undefined;

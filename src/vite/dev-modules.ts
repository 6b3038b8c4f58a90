/**
 * The validator, the site's loader and the fonts, which only the dev server's plugins use: imported when the dev
 * server starts, not when a build makes the Vite configuration (src/build/vite-config.ts). Loaded once for every
 * plugin: they share the dev server's check of site.json (dev-check.ts).
 */
let loaded: ReturnType<typeof load> | undefined;

const load = async () => {
  const [site, page, check, fonts] = await Promise.all([
    import("../site/load.ts"),
    import("../validate/report/dev-page.ts"),
    import("../validate/dev-check.ts"),
    import("../theme/fonts.ts"),
  ]);
  return { ...site, ...page, ...check, ...fonts };
};

export const devModules = () => (loaded ??= load());

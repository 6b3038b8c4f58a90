import { createHash } from "node:crypto";
import { readFileSync, statSync, watch } from "node:fs";
import { basename, dirname } from "node:path";
import type { Plugin } from "vite";
import { siteJsonPath } from "../paths.ts";
import { devModules } from "./dev-modules.ts";

/**
 * site.json is read with fs by server code, so Vite does not see it as a dependency.
 * This plugin watches it and asks the browser for a full reload when the owner saves it.
 * The folder is watched rather than the file, since editors often save by replacing the file.
 * Before the reload, the theme's web fonts are cut again for the text as it is now (src/theme/fonts.ts names each
 * file by the letters it holds): a letter typed for the first time would otherwise name a file nobody made, and the
 * page would lose its font until the next start. The same at the start, for a site the images step did not prepare.
 */
export function reloadOnSiteJsonChange(): Plugin {
  return {
    name: "reload-on-site-json-change",
    apply: "serve",
    async configureServer(server) {
      const { devCheck, loadSite, publishFonts, siteCharacters } = await devModules();
      const file = siteJsonPath();
      // A file with errors publishes nothing: the dev server lists its problems instead (show-site-problems.ts). One
      // publish at a time: two quick saves would otherwise each remove the other's new file as no longer wanted.
      let publishing: Promise<void> = Promise.resolve();
      const publish = () =>
        (publishing = publishing.then(async () => {
          try {
            if (!devCheck(file).ok) return;
            const site = loadSite(file);
            await publishFonts(site.theme, siteCharacters(site));
          } catch {
            // the problems page says why
          }
        }));
      void publish();
      // One save often fires two or three events (truncate, write, rename): they are taken as one after a short
      // quiet spell, so the open page reloads once, not once per event (a second reload cut the first one short).
      // On a busy machine the spell can end between a save's truncate and its write: the file is then empty, and the
      // write's own event follows (an empty file is still reported, if it stays so). And a version already sent is
      // not sent again: the page reloads once for each content the file takes.
      const versionOf = () => {
        try {
          return createHash("sha1").update(readFileSync(file)).digest("hex");
        } catch {
          return "none";
        }
      };
      let sent = versionOf();
      let quiet: NodeJS.Timeout | undefined;
      const settled = (lastLook: boolean) => {
        let size = -1;
        try {
          size = statSync(file).size;
        } catch {
          // gone: said by the problems page
        }
        if (size === 0 && !lastLook) {
          quiet = setTimeout(() => settled(true), 300);
          return;
        }
        const version = versionOf();
        if (version === sent) return;
        sent = version;
        void publish().then(() => server.ws.send({ type: "full-reload", path: "*" }));
      };
      const watcher = watch(dirname(file), (_event, name) => {
        if (name !== basename(file)) return;
        clearTimeout(quiet);
        quiet = setTimeout(() => settled(false), 60);
      });
      server.httpServer?.once("close", () => {
        clearTimeout(quiet);
        watcher.close();
      });
    },
  };
}

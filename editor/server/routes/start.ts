/** A first site: the file the editor was started on does not exist yet, and the owner picks one to start from. */
import path from "node:path";
import type { EditorContext } from "../context.ts";
import { jsonBody, Refusal, send, type Route } from "../http.ts";
import { said } from "../words/say.ts";
import { startFrom, startingSites } from "../new-site.ts";
import { JSON_LIMIT } from "../security.ts";
import { schemaJsonPath } from "../../../src/paths.ts";

export function startRoutes({ repo, siteFile }: EditorContext): Record<string, Route> {
  return {
    "POST /api/start": async (req, res) => {
      const { site } = await jsonBody(req, JSON_LIMIT);
      const chosen = startingSites(repo, siteFile).find((candidate) => candidate.id === site);
      if (!chosen) throw new Refusal(400, said("start.noSuchSite"));
      const started = startFrom(chosen.file, siteFile, schemaJsonPath(repo));
      if (started.ok) return send(res, 200, { started: true });
      if ("exists" in started) return send(res, 409, { error: `${path.basename(siteFile)} exists already` });
      send(res, 422, { problems: started.problems });
    },
  };
}

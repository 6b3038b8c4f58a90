import type http from "node:http";
import type { Person } from "../team/roles.ts";

/** What every group of routes is given: the edited file, the folders around it and the project's own. */
export interface EditorContext {
  /** The project folder (project.ts): its starting sites, schema, fonts and public files. */
  repo: string;
  siteFile: string;
  /** The folder of site.json, with images/ in it. */
  siteRoot: string;
  imagesDir: string;
  /** Who made a request: undefined in the local mode (whoever started the editor, with every right). */
  who?: (req: http.IncomingMessage) => Person | undefined;
}

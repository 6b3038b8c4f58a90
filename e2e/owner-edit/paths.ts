import { join, resolve } from "node:path";

/** Where the owner's edited copy of the site and its build live (ignored by git). */
export const OWNER_EDIT_DIR = resolve(".scratch/owner-edit");
export const OWNER_EDIT_SITE = join(OWNER_EDIT_DIR, "site.json");
export const OWNER_EDIT_DIST = join(OWNER_EDIT_DIR, "dist");
export const OWNER_EDIT_PORT = Number(process.env.OWNER_EDIT_PORT ?? 4183);

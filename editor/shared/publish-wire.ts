/**
 * What the editor's publish routes send and its app reads (editor/server/routes/publish.ts): never a secret, only
 * the target's name, kind and public address.
 */
import type { PublishEvent, StepName } from "../../src/publish/steps.ts";

export type { PublishEvent, StepName };

/** GET /api/publish: whether publishing is set up, and what would go live now. */
export type PublishState =
  | { configured: false; file: string; problems: string[] }
  | {
      configured: true;
      target: string;
      kind: "server" | "git";
      liveUrl?: string;
      /** What changed since the last publish to this target, one line per part of the site, in words. */
      pending: string[];
      lastPublished?: { at: string; who: string };
    };

/** A publish or a preview started by the editor, as polled (GET /api/publish/job?id=). */
export interface PublishJob {
  id: string;
  events: PublishEvent[];
  /** Set once it ended: live, or failed with the step's words and what to do. */
  done?: {
    ms: number;
    liveUrl?: string;
    changes: string[];
    /** A preview's: the address to send, or (a git host without one) the branch the host previews. */
    preview?: { address?: string; branch?: string };
  };
  failed?: { step?: StepName; words: string; todo: string; liveUntouched: boolean };
  /** What the strict check found, when it refused the site: each place (a JSON path) and its words. */
  problems?: { path: (string | number)[]; message: string }[];
}

/** One published version, newest first in the list. */
export interface PublishedVersion {
  id: string;
  at: string;
  who: string;
  kind: "publish" | "put back" | "scheduled";
  changes: string[];
  /** The version the live address serves now (the last one published or put back). */
  live: boolean;
  /** Server target: its release is kept on the server, so it can be put back. */
  canPutBack: boolean;
}

export interface PublishedVersions {
  versions: PublishedVersion[];
  liveUrl?: string;
}

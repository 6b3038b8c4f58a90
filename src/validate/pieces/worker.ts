/** The worker of validate-pieces.ts: compiled alone (scripts/compiled.mjs), it loads only what reading pieces needs. */
import { servePieces } from "./read-pieces.ts";

servePieces();

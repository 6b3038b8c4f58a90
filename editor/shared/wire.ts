/**
 * The shapes the editor's server sends and its app reads: one definition for both sides, so neither imports the
 * other's code.
 */

/** A font of the theme as the canvas shows it: its CSS family list and its faces, from the editor's own address. */
export interface PreviewFont {
  family: string;
  css: string;
}

/** A site the editor offers to start a new file from: the project's own or an example's. */
export interface StartingSite {
  id: string;
  /** The business's name and description, as the site says them. */
  name: string;
  description: string;
  pages: number;
  /** Its languages' tags, its own first. */
  languages: string[];
}

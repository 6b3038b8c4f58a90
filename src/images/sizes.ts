/**
 * The sizes the image pipeline makes and the pages state, in one place. Pure constants: the head builders and
 * the browser-side code may import them without pulling in the pipeline.
 */

/** Candidate widths of the responsive variants; an image gets those not wider than itself (at least the first). */
export const WIDTHS = [480, 960, 1440, 1920] as const;

/** The width the <img src> fallback aims for (the largest variant not wider than this). */
export const FALLBACK_WIDTH = 960;

/** The sharing copy (og:image, twitter:image): a JPEG cover crop of this size, stated in the page's head. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The site's icon on a phone's home screen (apple-touch-icon) and, for a logo that is not a drawing, in the browser's
 * tab: the logo drawn whole inside a square of this size, on white, with room around it for the corners phones round.
 */
export const ICON = { size: 180, inner: 148 } as const;

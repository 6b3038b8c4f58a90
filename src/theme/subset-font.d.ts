/** subset-font 2.9.0 ships no types: the part of its API src/theme/fonts.ts uses. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

// The part of subset-font's API the font script uses (the package ships no types).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    /** Pins or narrows variation axes, such as `{ wght: { min: 400, max: 600 } }`. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType features to keep, as four-letter tags; none: HarfBuzz's default set. */
    keepFeatures?: readonly string[];
  }

  export default function subsetFont(
    original: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}

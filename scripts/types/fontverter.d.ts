// The part of fontverter's API the font tests use (the package ships no types).
declare module 'fontverter' {
  /** The font in another format: WOFF2 to TrueType, for HarfBuzz to read. */
  export function convert(
    font: Uint8Array,
    toFormat: 'truetype' | 'woff' | 'woff2',
    fromFormat?: 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}

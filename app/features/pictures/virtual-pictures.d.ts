// The picture manifest, made by the build's pictures plugin (scripts/pictures/vite-plugin.ts).
declare module 'virtual:pictures' {
  /**
   * Every picture by name (its path under pictures/drawings without the extension), its entry
   * compacted by `compactPictureEntry` (app/features/pictures/picture-entry.ts).
   */
  export const pictures: Readonly<Record<string, string>>;
  /** The names of the pictures made from a photograph under pictures/photographs. */
  export const photographed: readonly string[];
}

// The picture manifest, made by the build's pictures plugin (scripts/pictures/vite-plugin.ts).
declare module 'virtual:pictures' {
  import type { PictureEntry } from '~/features/pictures/picture-entry';

  /** Every picture by name: its path under pictures/drawings without the extension. */
  export const pictures: Readonly<Record<string, PictureEntry>>;
}

/**
 * What the site knows of each picture, made at build time from its drawing or the photograph that
 * replaces it (scripts/pictures/, docs/decisions/019-pictures.md), and how its files are named.
 * Shared by the build that writes the files and the component that asks for them.
 */

import { pictureWidthsUpTo } from './picture-widths';

/** The formats a picture is offered in, the browser taking the first it can show. */
export type PictureFormat = 'avif' | 'webp';

export type PictureEntry = {
  /** Its proportions: the width and height of its largest file. */
  width: number;
  height: number;
  /** Its average colour, painted in its place until the file arrives. */
  color: string;
  /** The start of its files' names: the picture's own name and a hash of its source. */
  stem: string;
  /** The widths it is made at, narrowest first. */
  widths: number[];
  /** The formats it is offered in, the smaller first (decision 019 says how that is chosen). */
  formats: PictureFormat[];
};

/**
 * An entry as the manifest carries it: every page's scripts hold the manifest, so each entry is
 * one short string, "width height colour hash formats" ("1190 793 #b8c2bc 5c76840cf6 avif,webp"),
 * without what follows from the rest: the widths from the largest (`pictureWidthsUpTo`), the
 * stem from the picture's name and the hash. Half the gzipped bytes of the entry written out.
 */
export function compactPictureEntry(entry: PictureEntry): string {
  const hash = entry.stem.slice(entry.stem.lastIndexOf('-') + 1);
  return [entry.width, entry.height, entry.color, hash, entry.formats.join(',')].join(' ');
}

/** The entry of the picture `name` from its compact form (`compactPictureEntry`). */
export function expandPictureEntry(name: string, compact: string): PictureEntry {
  const [width = '', height = '', color = '', hash = '', formats = ''] = compact.split(' ');
  return {
    width: Number(width),
    height: Number(height),
    color,
    stem: `${name.slice(name.lastIndexOf('/') + 1)}-${hash}`,
    widths: pictureWidthsUpTo(name, Number(width)),
    formats: formats.split(',') as PictureFormat[],
  };
}

/** The picture files' folder: under /assets, so served as fingerprinted, cached for a year. */
export const picturesPath = '/assets/pictures';

export function pictureFileName(stem: string, width: number, format: PictureFormat): string {
  return `${stem}-${width}.${format}`;
}

export function pictureUrl(entry: PictureEntry, width: number, format: PictureFormat): string {
  return `${picturesPath}/${pictureFileName(entry.stem, width, format)}`;
}

/**
 * A picture's steady address: a JPEG of it (`/images/pages/about-estate.jpg` for the picture
 * `pages/about-estate`). Content, the catalogue's rows and the product API name pictures by it; it
 * serves browsers that show neither format, link previews and search engines' structured data.
 */
export function fallbackPictureUrl(name: string): string {
  return `/images/${name}.jpg`;
}

/** The name of the picture at a steady address, or undefined for any other address. */
export function pictureNameAt(src: string): string | undefined {
  return /^\/images\/(.+)\.jpg$/.exec(src)?.[1];
}

/** How wide the fallback JPEG is, or the picture's largest width if that is less. */
export const fallbackPictureWidth = 1190;

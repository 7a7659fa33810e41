import { photographed, pictures } from 'virtual:pictures';
import { expandPictureEntry, pictureNameAt, type PictureEntry } from './picture-entry';

/**
 * The picture at this steady address (`/images/pages/hero-tea-hills.jpg`) and its name. An
 * address with no drawing behind it is a programming error, caught on the page's first render.
 */
export function pictureAt(src: string): { name: string; entry: PictureEntry } {
  const name = pictureNameAt(src);
  const compact = name === undefined ? undefined : pictures[name];
  if (name === undefined || compact === undefined) {
    throw new Error(
      `${src} is no picture: a picture's address is /images/<name>.jpg for pictures/drawings/<name>.svg`,
    );
  }
  return { name, entry: expandPictureEntry(name, compact) };
}

/** Whether the company's photograph has replaced the drawing at this steady address. */
export function isPhotographed(src: string): boolean {
  const name = pictureNameAt(src);
  return name !== undefined && photographed.includes(name);
}

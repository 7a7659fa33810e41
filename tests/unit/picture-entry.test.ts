// The picture manifest every page's scripts carry writes each entry as one short string
// (issue 22: eleven new page pictures would have put a page over its script budget). What it
// leaves out must follow from what it keeps.
import { describe, expect, it } from 'vitest';
import {
  compactPictureEntry,
  expandPictureEntry,
  type PictureEntry,
} from '~/features/pictures/picture-entry';
import {
  pictureWidths,
  pictureWidthsUpTo,
  portraitWidths,
} from '~/features/pictures/picture-widths';

const drawing: PictureEntry = {
  width: 1190,
  height: 793,
  color: '#b8c2bc',
  stem: 'hero-contact-5c76840cf6',
  widths: [...pictureWidths],
  formats: ['avif', 'webp'],
};

/** A photograph narrower than the largest width: its widths stop at its own. */
const smallPhotograph: PictureEntry = {
  width: 900,
  height: 675,
  color: '#3d7a4f',
  stem: 'opa-0123456789',
  widths: pictureWidthsUpTo('grades/opa', 900),
  formats: ['webp'],
};

/** A person's portrait: its own widths, up to twice its 48 px circle. */
const portrait: PictureEntry = {
  width: 96,
  height: 96,
  color: '#8a7a66',
  stem: 'export-sales-0123456789',
  widths: [...portraitWidths],
  formats: ['avif', 'webp'],
};

describe('a compact picture entry', () => {
  it('is one short string', () => {
    expect(compactPictureEntry(drawing)).toBe('1190 793 #b8c2bc 5c76840cf6 avif,webp');
  });

  it.each([
    ['pages/hero-contact', drawing],
    ['grades/opa', smallPhotograph],
    ['people/export-sales', portrait],
  ] as const)('expands back to the entry of %s', (name, entry) => {
    expect(expandPictureEntry(name, compactPictureEntry(entry))).toEqual(entry);
  });
});

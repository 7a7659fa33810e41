// The pictures folder (decision 019): a photograph dropped in beside the drawings replaces the
// drawing of its name, cropped around its focal point; mistakes are reported by name, all at once.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryPicturesRoot, testDrawing, type PicturesRoot } from '../support/pictures-folder';
import { focalCrop } from '../../scripts/pictures/render';
import { findPictureSources, PictureSourceError } from '../../scripts/pictures/sources';

let folder: PicturesRoot;
let root: string;
let put: PicturesRoot['put'];

beforeEach(() => {
  folder = temporaryPicturesRoot();
  ({ root, put } = folder);
});
afterEach(() => folder.remove());

describe('focal crop', () => {
  // [width, height, aspect, focal point] → the crop: the whole of the short side, the focal point
  // as near the middle as the edges allow.
  it.each([
    [4000, 2000, 1, { x: 0.5, y: 0.5 }, { left: 1000, top: 0, width: 2000, height: 2000 }],
    [4000, 2000, 1, { x: 0.3, y: 0.5 }, { left: 200, top: 0, width: 2000, height: 2000 }],
    [4000, 2000, 1, { x: 0, y: 0 }, { left: 0, top: 0, width: 2000, height: 2000 }],
    [4000, 2000, 1, { x: 1, y: 1 }, { left: 2000, top: 0, width: 2000, height: 2000 }],
    [3000, 4000, 3 / 2, { x: 0.5, y: 0.9 }, { left: 0, top: 2000, width: 3000, height: 2000 }],
  ])('crops %i × %i to %d around %o', (width, height, aspect, focal, crop) => {
    expect(focalCrop(width, height, aspect, focal)).toEqual(crop);
  });
});

describe('the pictures folder', () => {
  it('names each picture by its drawing and finds the photograph that replaces it', () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    put('pictures/drawings/grades/op.svg', testDrawing);
    put('pictures/photographs/pages/estate.JPG', 'photo');
    put('pictures/photographs/pages/.DS_Store', 'junk');
    put('pictures/photographs/README.txt', 'notes');
    put(
      'pictures/photographs/focal-points.json',
      JSON.stringify({ 'pages/estate': { x: 0.2, y: 0.7 } }),
    );
    const sources = findPictureSources(root);
    expect(sources.map((source) => source.name)).toEqual(['grades/op', 'pages/estate']);
    expect(sources[1]).toMatchObject({
      photograph: path.join(root, 'pictures/photographs/pages/estate.JPG'),
      focalPoint: { x: 0.2, y: 0.7 },
    });
    expect(sources[0]).toMatchObject({ focalPoint: { x: 0.5, y: 0.5 } });
    expect(sources[0]?.photograph).toBeUndefined();
  });

  it('names every mistake at once: a photograph with no drawing, two for one, a bad focal point', () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    put('pictures/drawings/pages/factory.svg', testDrawing);
    put('pictures/photographs/estate.jpg', 'photo');
    put('pictures/photographs/pages/factory.jpg', 'photo');
    put('pictures/photographs/pages/factory.png', 'photo');
    put(
      'pictures/photographs/focal-points.json',
      JSON.stringify({ 'pages/estate': { x: 1.5, y: 0 }, 'pages/nowhere': { x: 0, y: 0 } }),
    );
    let error: unknown;
    try {
      findPictureSources(root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PictureSourceError);
    const problems = (error as PictureSourceError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain(
      'pictures/photographs/estate.jpg replaces no drawing: there is no pictures/drawings/estate.svg (did you mean pages/estate.jpg?)',
    );
    expect(problems.join('\n')).toContain('both replace pages/factory: keep one');
    expect(problems.join('\n')).toContain('pages/estate.x');
    expect(problems.join('\n')).toContain('names pages/nowhere, which is no picture');
  });

  it('says when the focal points file is not JSON', () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    put('pictures/photographs/focal-points.json', '{ "pages/estate": ');
    expect(() => findPictureSources(root)).toThrow(/focal-points\.json is not valid JSON/);
  });
});

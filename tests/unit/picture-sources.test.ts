// The pictures folder (decision 019): a photograph dropped in beside the drawings replaces the
// drawing of its name, cropped around its focal point; mistakes are reported by name, all at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focalCrop } from '../../scripts/pictures/render';
import { findPictureSources, PictureSourceError } from '../../scripts/pictures/sources';

let root: string;

function put(file: string, contents: string | Buffer): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, contents);
}

/** A 3:2 drawing: a green field with a red square in its top-left corner. */
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><rect width="300" height="200" fill="#2f6b45"/><rect width="40" height="40" fill="#c0392b"/></svg>`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('focal crop', () => {
  it('keeps the whole height of a wide photograph and centres the focal point', () => {
    expect(focalCrop(4000, 2000, 1, { x: 0.5, y: 0.5 })).toEqual({
      left: 1000,
      top: 0,
      width: 2000,
      height: 2000,
    });
    expect(focalCrop(4000, 2000, 1, { x: 0.3, y: 0.5 })).toEqual({
      left: 200,
      top: 0,
      width: 2000,
      height: 2000,
    });
  });

  it('stops at the edges rather than leave the photograph', () => {
    expect(focalCrop(4000, 2000, 1, { x: 0, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 2000,
      height: 2000,
    });
    expect(focalCrop(4000, 2000, 1, { x: 1, y: 1 })).toEqual({
      left: 2000,
      top: 0,
      width: 2000,
      height: 2000,
    });
    expect(focalCrop(3000, 4000, 3 / 2, { x: 0.5, y: 0.9 })).toEqual({
      left: 0,
      top: 2000,
      width: 3000,
      height: 2000,
    });
  });
});

describe('the pictures folder', () => {
  it('names each picture by its drawing and finds the photograph that replaces it', () => {
    put('pictures/drawings/pages/estate.svg', drawing);
    put('pictures/drawings/grades/op.svg', drawing);
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
    put('pictures/drawings/pages/estate.svg', drawing);
    put('pictures/drawings/pages/factory.svg', drawing);
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
    put('pictures/drawings/pages/estate.svg', drawing);
    put('pictures/photographs/focal-points.json', '{ "pages/estate": ');
    expect(() => findPictureSources(root)).toThrow(/focal-points\.json is not valid JSON/);
  });
});

// The picture build on a folder of its own (decision 019): drawings become AVIF or WebP at every
// width, and a camera's photograph dropped in beside them replaces its drawing, upright, cropped
// around its focal point, never enlarged. Encoding a picture at ten widths takes seconds.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryPicturesRoot, testDrawing, type PicturesRoot } from '../support/pictures-folder';
import { pictureWidths } from '~/features/pictures/picture-widths';
import { PictureBuild } from '../../scripts/pictures/picture-build';

let folder: PicturesRoot;
let root: string;
let put: PicturesRoot['put'];

/**
 * A camera-sized photograph: noise, so it is as large as a real one, with a white band down its
 * left side and its EXIF orientation saying it was taken sideways when `sideways` is true.
 */
async function photograph(width: number, height: number, sideways = false): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 10), height, channels: 3, background: '#fff' },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  return sideways
    ? sharp(noise).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer()
    : noise;
}

beforeEach(() => {
  folder = temporaryPicturesRoot();
  ({ root, put } = folder);
});
afterEach(() => folder.remove());

const build = () => new PictureBuild(root, path.join(root, 'cache'));

describe('the picture build', () => {
  it('makes a drawing at every width, in its proportions, with a JPEG at its steady address', async () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    const pictures = build();
    const entry = (await pictures.manifest())['pages/estate'];
    expect(entry).toMatchObject({ width: 1190, height: 793, widths: [...pictureWidths] });
    expect(entry?.stem).toMatch(/^estate-[0-9a-f]{10}$/);
    expect(entry?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(entry?.formats.at(-1)).toBe('webp');
    const written = new Map<string, Buffer>();
    await pictures.makeAll((file, contents) => written.set(file.fileName, contents));
    expect(written.size).toBe(entry!.widths.length * entry!.formats.length + 1);
    const small = await sharp(written.get(`assets/pictures/${entry!.stem}-400.webp`)).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400, height: 267 });
    const fallback = await sharp(written.get('images/pages/estate.jpg')).metadata();
    expect(fallback).toMatchObject({ format: 'jpeg', width: 1190, height: 793 });
  });

  it('puts a dropped-in camera photograph in the drawing’s place: upright, cropped at its focal point, never enlarged', async () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    // Taken sideways: 3000 × 2000 as stored, 2000 × 3000 once turned upright.
    put('pictures/photographs/pages/estate.jpg', await photograph(3000, 2000, true));
    put(
      'pictures/photographs/focal-points.json',
      JSON.stringify({ 'pages/estate': { x: 0.5, y: 0 } }),
    );
    const pictures = build();
    const entry = (await pictures.manifest())['pages/estate']!;
    // Upright it is 2000 wide; cropped to 3:2 it keeps all 2000, so the widths stop at 1190.
    expect(entry).toMatchObject({ width: 1190, height: 793 });
    const written = new Map<string, Buffer>();
    await pictures.makeAll((file, contents) => written.set(file.fileName, contents));
    const largest = written.get(`assets/pictures/${entry.stem}-1190.${entry.formats[0]}`)!;
    expect(await sharp(largest).metadata()).toMatchObject({
      width: 1190,
      height: 793,
    });
    // Each file is a small fraction of the camera's: the phone gets tens of kilobytes.
    expect(written.get(`assets/pictures/${entry.stem}-400.webp`)!.length).toBeLessThan(60_000);
  });

  it('gives a small photograph only the widths it has', async () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    put(
      'pictures/photographs/pages/estate.png',
      await sharp(await photograph(700, 700))
        .png()
        .toBuffer(),
    );
    const entry = (await build().manifest())['pages/estate']!;
    expect(entry.widths).toEqual([164, 205, 256, 320, 400, 500, 624, 700]);
    expect(entry).toMatchObject({ width: 700, height: 467 });
  });

  it('makes a file once: a second build takes every file from the cache', async () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    await build().makeAll(() => undefined);
    const again = build();
    await again.makeAll(() => undefined);
    expect(again.counts.made).toBe(0);
    expect(again.counts.cached).toBeGreaterThan(10);
  });

  it('forgets a replaced drawing’s files', async () => {
    put('pictures/drawings/pages/estate.svg', testDrawing);
    await build().makeAll(() => undefined);
    const before = fs.readdirSync(path.join(root, 'cache'));
    put('pictures/drawings/pages/estate.svg', testDrawing.replace('#2f6b45', '#1f4d33'));
    await build().makeAll(() => undefined);
    const after = fs.readdirSync(path.join(root, 'cache'));
    expect(after.some((file) => before.includes(file))).toBe(false);
    const stem = after.find((file) => file.endsWith('.facts.json'))!.split('.')[0]!;
    expect(after.every((file) => file.startsWith(stem))).toBe(true);
  });
});

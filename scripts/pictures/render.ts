/**
 * Draws a picture at any width with sharp (libvips): a drawing is rendered from its vectors at
 * that width (never enlarged from a small bitmap); a photograph is decoded once, turned upright,
 * cropped to the drawing's proportions around its focal point, and scaled down from there.
 */
import fs from 'node:fs';
import path from 'node:path';
import decodeHeic from 'heic-decode';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { FocalPoint, PictureSource } from './sources';

export type Crop = { left: number; top: number; width: number; height: number };

/**
 * The largest part of a `width` × `height` image with the proportions `aspect` (width / height)
 * whose centre is as near the focal point as the image's edges allow.
 */
export function focalCrop(width: number, height: number, aspect: number, focal: FocalPoint): Crop {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  if (width / height > aspect) {
    const cropWidth = Math.min(width, Math.round(height * aspect));
    const left = clamp(Math.round(focal.x * width - cropWidth / 2), width - cropWidth);
    return { left, top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.min(height, Math.round(width / aspect));
  const top = clamp(Math.round(focal.y * height - cropHeight / 2), height - cropHeight);
  return { left: 0, top, width, height: cropHeight };
}

/** A picture ready to be drawn at any width up to `largestWidth`, in its drawing's proportions. */
export type OpenPicture = {
  /** Width / height. */
  aspect: number;
  /** How wide it can be made without enlarging: unlimited for a drawing. */
  largestWidth: number;
  at(width: number): Sharp;
};

export const heightAt = (width: number, aspect: number) => Math.max(1, Math.round(width / aspect));

async function openDrawing(file: string): Promise<OpenPicture> {
  const svg = fs.readFileSync(file);
  const { width, height } = await sharp(svg).metadata();
  if (!width || !height) throw new Error(`${file}: the drawing has no width and height`);
  const aspect = width / height;
  return {
    aspect,
    largestWidth: Number.POSITIVE_INFINITY,
    // 72 dpi draws the SVG at its own size; this density draws it at `target` pixels wide.
    at: (target) =>
      sharp(svg, { density: (72 * target) / width }).resize(target, heightAt(target, aspect), {
        fit: 'fill',
      }),
  };
}

/** The photograph's pixels, upright, in sRGB; HEIC (what phones save) through heic-decode. */
async function uprightPixels(file: string): Promise<Sharp> {
  const buffer = fs.readFileSync(file);
  const extension = path.extname(file).toLowerCase();
  if (extension === '.heic' || extension === '.heif') {
    const decoded = await decodeHeic({ buffer });
    return sharp(Buffer.from(decoded.data.buffer), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  }
  // rotate() with no angle turns the picture as its camera's EXIF orientation says.
  return sharp(buffer, { limitInputPixels: 20_000 * 20_000 }).rotate();
}

async function openPhotograph(
  file: string,
  aspect: number,
  focal: FocalPoint,
): Promise<OpenPicture> {
  const upright = await (
    await uprightPixels(file)
  )
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const crop = focalCrop(upright.info.width, upright.info.height, aspect, focal);
  const cropped = await sharp(upright.data, { raw: upright.info })
    .extract(crop)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: cropped.info.width,
    height: cropped.info.height,
    channels: cropped.info.channels,
  };
  return {
    aspect,
    largestWidth: raw.width,
    at: (target) =>
      sharp(cropped.data, { raw }).resize(target, heightAt(target, aspect), { fit: 'fill' }),
  };
}

/** The picture as its photograph if it has one, else as its drawing. */
export async function openPicture(source: PictureSource): Promise<OpenPicture> {
  const drawing = await openDrawing(source.drawing);
  if (!source.photograph) return drawing;
  return openPhotograph(source.photograph, drawing.aspect, source.focalPoint);
}

/**
 * The picture drawn at `width` on first use and kept as pixels, so each format encodes the same
 * pixels without drawing them again.
 */
export function drawnOnce(
  picture: () => Promise<OpenPicture>,
  width: number,
): () => Promise<Sharp> {
  let pixels: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  return async () => {
    pixels ??= picture().then((opened) =>
      opened.at(width).raw().toBuffer({ resolveWithObject: true }),
    );
    const { data, info } = await pixels;
    return sharp(data, { raw: info });
  };
}

export type FileFormat = 'avif' | 'webp' | 'jpeg';

/**
 * Encoder settings (decision 019): WebP at effort 5 and AVIF at effort 2 gave the smallest files
 * for their build time (WebP's effort 6 took 14 times as long for 1.2% fewer bytes); the JPEG is
 * only a fallback. Part of every source hash, so a change here makes every file anew.
 */
export const encoderSettings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 5 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;

export type EncoderSettings = {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  jpeg: { quality: number; mozjpeg: boolean };
};

/**
 * AVIF at effort 4 instead of 2: files 8-15% smaller at the same quality setting (and a closer
 * match to the drawing, not a coarser one), for about 10 s more per picture on a fresh build.
 * Spent where the bytes are on the critical path, or the trays would be too large (decision 019):
 *
 * - the grades' true-scale trays (decision 024): up to 320 small particles, each with its own edge
 *   and shadow. At effort 2 BOP's tray took 43% more bytes than the dish drawing it replaced on
 *   home, which put home over its budget (issue 21); a photograph of a grade's leaf gains the same.
 * - the pictures pages open with (`firstPictures`), each its page's largest paint, which ends when
 *   the picture's last byte comes. At effort 2 six pages' largest paint came 6-36 ms past the
 *   1,200 ms of issue 21 on Lighthouse's simulated phone; at effort 4 four of them came to
 *   1,075-1,144 ms (docs/development.md, 'Latest figures').
 */
export const closerSettings: EncoderSettings = {
  ...encoderSettings,
  avif: { ...encoderSettings.avif, effort: 4 },
};

/**
 * The pictures a page opens with, fetched first (`priority` in app/components/ui/picture.tsx):
 * the inner pages' heroes, each product line's and collection's, each product's, and the health
 * page's cups (a grade's page opens with its tray).
 * tests/e2e/page-pictures.spec.ts holds every page's first picture to this list.
 */
const firstPictures = [
  /^pages\/hero-[^/]+$/,
  /^pages\/health-cups$/,
  /^catalogue\/(?:lines|collections)\/[^/]+$/,
  /^products\/[^/]+$/,
];

/** Whether `name` (`pages/hero-csr`) is a picture a page opens with. */
export function isFirstPicture(name: string): boolean {
  return firstPictures.some((pattern) => pattern.test(name));
}

/** The settings a picture is encoded with, by its name (`grades/bop`). */
export function encoderSettingsFor(name: string): EncoderSettings {
  return name.startsWith('grades/') || isFirstPicture(name) ? closerSettings : encoderSettings;
}

export function encode(
  image: Sharp,
  format: FileFormat,
  settings: EncoderSettings,
): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif(settings.avif).toBuffer();
    case 'webp':
      return image.webp(settings.webp).toBuffer();
    case 'jpeg':
      // JPEG has no transparency: a drawing's clear parts become the page's cream.
      return image.flatten({ background: '#fdfaf3' }).jpeg(settings.jpeg).toBuffer();
  }
}

/** The picture's average colour as #rrggbb, from a thumbnail. */
export async function averageColor(picture: OpenPicture): Promise<string> {
  const { channels } = await sharp(
    await picture.at(32).flatten({ background: '#fdfaf3' }).png().toBuffer(),
  ).stats();
  return `#${channels
    .slice(0, 3)
    .map((channel) => Math.round(channel.mean).toString(16).padStart(2, '0'))
    .join('')}`;
}

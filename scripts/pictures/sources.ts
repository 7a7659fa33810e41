/**
 * Where the pictures come from: every drawing under pictures/drawings is a picture, named by its
 * path without `.svg` (`pages/hero-tea-hills`); a photograph under pictures/photographs with the
 * same path and any camera format replaces it, cropped to the drawing's proportions around its
 * focal point (pictures/photographs/focal-points.json). pictures/README.md is the company's guide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pictureNameAt } from '../../app/features/pictures/picture-entry';

export const drawingsFolder = 'pictures/drawings';
export const photographsFolder = 'pictures/photographs';
export const focalPointsFile = 'focal-points.json';

/** The drawing behind a picture's steady address (`/images/<name>.jpg`), from the repository's root. */
export function drawingAt(address: string): string {
  const name = pictureNameAt(address);
  if (name === undefined)
    throw new Error(`${address} is not a picture's address (/images/<name>.jpg)`);
  return `${drawingsFolder}/${name}.svg`;
}

/** What a camera, a phone or an editor saves. HEIC and HEIF are decoded by heic-decode. */
export const photographExtensions = [
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  '.webp',
  '.avif',
  '.tif',
  '.tiff',
] as const;

/** A share of the width from the left and of the height from the top, 0 to 1. */
export type FocalPoint = { x: number; y: number };

export type PictureSource = {
  name: string;
  /** The drawing's file, always there: it gives the picture's proportions. */
  drawing: string;
  /** The photograph that replaces it, if the company has put one in. */
  photograph?: string;
  focalPoint: FocalPoint;
};

const centre: FocalPoint = { x: 0.5, y: 0.5 };

const focalPointSchema = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .strict();

/** Everything wrong with the pictures folder, each problem on a line of its own. */
export class PictureSourceError extends Error {
  constructor(readonly problems: string[]) {
    super(`The pictures folder has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'PictureSourceError';
  }
}

/** Files under `folder`, as paths relative to it with forward slashes; none if it is missing. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const withoutExtension = (file: string) => file.slice(0, file.length - path.extname(file).length);

/** The drawing names closest to a misnamed photograph's: same file name in another folder, or same folder. */
function likelyMeant(name: string, drawings: readonly string[]): string | undefined {
  const base = path.posix.basename(name);
  return (
    drawings.find((drawing) => path.posix.basename(drawing) === base) ??
    drawings.find(
      (drawing) =>
        drawing.startsWith(`${path.posix.dirname(name)}/`) && drawing.includes(base.slice(0, 6)),
    )
  );
}

function readFocalPoints(file: string, problems: string[]): Record<string, FocalPoint> {
  if (!fs.existsSync(file)) return {};
  const label = `${photographsFolder}/${focalPointsFile}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${label} is not valid JSON: ${(error as Error).message}`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(`${label} must be an object: { "name": { "x": 0 to 1, "y": 0 to 1 } }`);
    return {};
  }
  // Each entry on its own, so one mistake does not hide the others.
  const focalPoints: Record<string, FocalPoint> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const result = focalPointSchema.safeParse(value);
    if (result.success) {
      focalPoints[name] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      problems.push(
        `${label}: ${[name, ...issue.path].join('.')}: ${issue.message} (each entry is "name": { "x": 0 to 1, "y": 0 to 1 })`,
      );
    }
  }
  return focalPoints;
}

/** Every picture with its drawing, photograph and focal point, or a PictureSourceError. */
export function findPictureSources(root: string): PictureSource[] {
  const drawings = path.join(root, drawingsFolder);
  const photographs = path.join(root, photographsFolder);
  const problems: string[] = [];

  const drawingNames = filesUnder(drawings)
    .filter((file) => file.endsWith('.svg'))
    .map(withoutExtension);
  const known = new Set(drawingNames);
  if (drawingNames.length === 0) problems.push(`${drawings} has no drawings (.svg files)`);

  const photographOf = new Map<string, string>();
  for (const file of filesUnder(photographs)) {
    const extension = path.extname(file).toLowerCase();
    const isPhotograph = (photographExtensions as readonly string[]).includes(extension);
    if (!isPhotograph || path.posix.basename(file).startsWith('.')) continue;
    const name = withoutExtension(file);
    if (!known.has(name)) {
      const meant = likelyMeant(name, drawingNames);
      problems.push(
        `${photographsFolder}/${file} replaces no drawing: there is no ${drawingsFolder}/${name}.svg${meant ? ` (did you mean ${meant}${extension}?)` : ''}`,
      );
      continue;
    }
    const earlier = photographOf.get(name);
    if (earlier) {
      problems.push(
        `${photographsFolder}/${earlier} and ${photographsFolder}/${file} both replace ${name}: keep one`,
      );
      continue;
    }
    photographOf.set(name, file);
  }

  const focalPoints = readFocalPoints(path.join(photographs, focalPointsFile), problems);
  for (const name of Object.keys(focalPoints).filter((name) => !known.has(name))) {
    problems.push(`${photographsFolder}/${focalPointsFile} names ${name}, which is no picture`);
  }

  if (problems.length > 0) throw new PictureSourceError(problems);
  return drawingNames.map((name) => {
    const photograph = photographOf.get(name);
    return {
      name,
      drawing: path.join(drawings, `${name}.svg`),
      ...(photograph ? { photograph: path.join(photographs, photograph) } : {}),
      focalPoint: focalPoints[name] ?? centre,
    };
  });
}

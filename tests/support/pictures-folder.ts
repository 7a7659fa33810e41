// A pictures folder of a test's own (pictures/drawings, pictures/photographs) in a temporary root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A 3:2 drawing: a green field with a red square in its top-left corner. */
export const testDrawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><rect width="300" height="200" fill="#2f6b45"/><rect width="40" height="40" fill="#c0392b"/></svg>`;

export type PicturesRoot = {
  root: string;
  /** Writes a file under the root, making its folders. */
  put: (file: string, contents: string | Buffer) => void;
  remove: () => void;
};

export function temporaryPicturesRoot(): PicturesRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  return {
    root,
    put(file, contents) {
      const full = path.join(root, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, contents);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

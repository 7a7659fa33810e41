/**
 * The widths, in pixels, pictures are made at. Each is at most 1.25 times the one before, so
 * whatever width a layout shows a picture at, on a screen of any density, the browser finds a
 * file no more than 1.25 times as wide as it needs (docs/decisions/019-pictures.md).
 *
 * The steps are counted down from 780 by 1.25: a card in a three-column row of the widest
 * container is 384-389 px wide, so a desktop at density 2 needs 768-778 px, which 780 serves.
 * With a step at 762 it took the next, 952: 1.5 times the pixels, on the nine cards home shows.
 * 975 is a tablet's page hero at density 1. The largest serves a phone's widest slot at density
 * 3 and that hero at density 1.2: a wider file would take a third of the build's time to make,
 * for sharpness few screens show.
 */
export const pictureWidths = [164, 205, 256, 320, 400, 500, 624, 780, 975, 1190] as const;

/**
 * A person's portrait (pictures/drawings/people/<id>), shown only in a 48 px circle
 * (app/components/contact/export-team.tsx), is made at that width and at twice it (density 2),
 * in four steps of 1.19 between: the ladder above starts at 164 px, which would send a phone 2.9
 * times the pixels it shows, and a desktop 11.7 times.
 */
export const portraitWidths = [48, 57, 68, 81, 96] as const;

/** The folder of the portraits' pictures, under pictures/drawings and in their addresses. */
export const portraitFolder = 'people';

/** The widths a picture is made at, by its name: a portrait's own, or the ladder above. */
function widthLadderOf(name: string): readonly number[] {
  return name.startsWith(`${portraitFolder}/`) ? portraitWidths : pictureWidths;
}

/**
 * The widths the picture `name` is made at when its source is `sourceWidth` pixels wide once
 * cropped (a drawing has no limit): its ladder, never enlarging a photograph past its own pixels.
 */
export function pictureWidthsUpTo(name: string, sourceWidth: number): number[] {
  const ladder = widthLadderOf(name);
  const top = Math.min(sourceWidth, ladder.at(-1) as number);
  const widths: number[] = ladder.filter((width) => width < top);
  widths.push(top);
  return widths;
}

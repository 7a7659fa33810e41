/**
 * Draws the site's maps from public data and writes them as committed files:
 *   app/components/maps/sri-lanka-map.generated.ts  the island's coastline (Natural Earth 1:10m,
 *                                                   the `world-atlas` package), its land above
 *                                                   600 and 1,200 m (SRTM's elevations, from
 *                                                   scripts/maps/elevation, contoured by
 *                                                   d3-contour), the places of
 *                                                   app/components/maps/sri-lanka-places.ts and
 *                                                   the tea regions' areas round their towns
 *   pictures/drawings/maps/export-markets.svg       the world (Natural Earth 1:110m) with our
 *                                                   export markets, a picture like the others
 *                                                   (decision 019)
 * Both are projected by d3-geo.
 *
 * Run `npm run maps` after changing the places, the elevation grid, the markets
 * (app/content/about.ts), the palette (app/styles/app.css) or the drawing, and commit the files.
 * tests/unit/maps.test.ts draws them again in memory and fails when a committed file differs, so
 * the maps provably come from the data and are never edited by hand.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { contours } from 'd3-contour';
import {
  geoEqualEarth,
  geoMercator,
  geoPath,
  type GeoContext,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import prettier from 'prettier';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LonLat } from '../app/components/maps/geography';
import {
  headOfficePlace,
  teaRegionPlaces,
  elevationClassFloors,
  type MapPlace,
  type ProjectedPlace,
  type ProjectedTeaRegion,
  type RaisedElevationClass,
  type SriLankaMapData,
  type TeaRegionPlace,
} from '../app/components/maps/sri-lanka-places';
import { globalNetwork } from '../app/content/about';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

type Point = readonly [x: number, y: number];
/** One run of a drawn path: a ring of a shape (closed) or a line (open). */
type Subpath = { points: Point[]; closed: boolean };

type CountryProperties = { name: string };
type Countries = Topology<{ countries: GeometryCollection<CountryProperties> }>;
type Country = Feature<Polygon | MultiPolygon, CountryProperties>;

const sriLankaId = '144';
const antarcticaId = '010';

/** Natural Earth's Admin 0 countries at 1:10m or 1:110m, as world-atlas ships them. */
export function loadCountries(scale: '10m' | '110m'): {
  topology: Countries;
  countries: Country[];
} {
  const file = join(repository, 'node_modules', 'world-atlas', `countries-${scale}.json`);
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Countries;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    CountryProperties
  >;
  return { topology, countries: collection.features };
}

export function countryById(countries: readonly Country[], isoNumeric: string): Country {
  const country = countries.find((candidate) => candidate.id === isoNumeric);
  if (!country) throw new Error(`No country with ISO 3166-1 numeric code ${isoNumeric}`);
  return country;
}

/** The projected subpaths d3-geo draws for an object (clipped and resampled as d3 does). */
function projectedSubpaths(projection: GeoProjection, object: GeoPermissibleObjects): Subpath[] {
  const subpaths: Subpath[] = [];
  const context: GeoContext = {
    moveTo: (x, y) => void subpaths.push({ points: [[x, y]], closed: false }),
    lineTo: (x, y) => void subpaths.at(-1)?.points.push([x, y]),
    closePath: () => {
      const current = subpaths.at(-1);
      if (current) current.closed = true;
    },
    beginPath: () => undefined,
    arc: () => {
      throw new Error('Points are drawn as circles by the map, not by d3-geo');
    },
  };
  geoPath(projection, context)(object);
  return subpaths;
}

function triangleArea(a: Point, b: Point, c: Point): number {
  return Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
}

/**
 * Visvalingam–Whyatt simplification of a closed ring: drops, one by one, the point whose
 * triangle with its neighbours is smallest, until every triangle left is at least `minimumArea`
 * (square viewBox units). Coastlines keep their shape far better than with a distance cut.
 */
function simplifyRing(ring: readonly Point[], minimumArea: number): Point[] {
  const points = [...ring];
  // d3 repeats the first point at the end of a ring; the closing `z` does that job.
  if (points.length > 1 && points.at(-1)?.join() === points[0]?.join()) points.pop();
  const areaAt = (index: number) =>
    triangleArea(
      points[(index - 1 + points.length) % points.length] as Point,
      points[index] as Point,
      points[(index + 1) % points.length] as Point,
    );
  while (points.length > 3) {
    let smallest = 0;
    for (let index = 1; index < points.length; index += 1) {
      if (areaAt(index) < areaAt(smallest)) smallest = index;
    }
    if (areaAt(smallest) >= minimumArea) break;
    points.splice(smallest, 1);
  }
  return points;
}

function ringArea(ring: readonly Point[]): number {
  let twiceArea = 0;
  ring.forEach(([x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length] as Point;
    twiceArea += x * nextY - nextX * y;
  });
  return Math.abs(twiceArea) / 2;
}

/**
 * How finely path data places its points, in steps per viewBox unit. The world map is a picture
 * the build makes at every width its slot asks for, from a 960-unit frame, so tenths; the island
 * map is inline in the page, never drawn larger than its 342 units in CSS pixels, so halves: each
 * point within a quarter of a CSS pixel, half a device pixel on a dense screen, and fewer bytes
 * in every document that shows it (decision 031's first round trip).
 */
type PathPrecision = 10 | 2;
const worldPathPrecision: PathPrecision = 10;
const islandPathPrecision: PathPrecision = 2;

/** A number of steps as SVG path data writes it most briefly: 5 tenths → ".5", -12 → "-1.2". */
function formatSteps(steps: number, precision: PathPrecision): string {
  const text = (steps / precision).toString();
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * SVG path data for the subpaths, every coordinate rounded to a step of the precision: an
 * absolute `M` to start each subpath, then relative `l` steps between the rounded points (so
 * rounding never accumulates), dropping steps that round to nothing.
 */
function pathData(subpaths: readonly Subpath[], precision: PathPrecision): string {
  let data = '';
  for (const { points, closed } of subpaths) {
    const rounded = points.map(
      ([x, y]) => [Math.round(x * precision), Math.round(y * precision)] as const,
    );
    const [first, ...rest] = rounded;
    if (!first) continue;
    const numbers: string[] = [];
    let [previousX, previousY] = first;
    for (const [x, y] of rest) {
      if (x === previousX && y === previousY) continue;
      numbers.push(formatSteps(x - previousX, precision), formatSteps(y - previousY, precision));
      [previousX, previousY] = [x, y];
    }
    // A space separates two numbers unless the second's sign or a second decimal point does.
    const steps = numbers.reduce(
      (text, number) =>
        text +
        (number.startsWith('-') || (number.startsWith('.') && /\.\d*$/.test(text)) ? '' : ' ') +
        number,
      '',
    );
    data += `M${formatSteps(first[0], precision)} ${formatSteps(first[1], precision)}${steps ? `l${steps.trimStart()}` : ''}${closed ? 'z' : ''}`;
  }
  return data;
}

function roundedPoint(point: Point): Point {
  return [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}

function project(projection: GeoProjection, lonLat: LonLat): Point {
  const point = projection([lonLat[0], lonLat[1]]);
  if (!point) throw new Error(`${lonLat.join(', ')} is outside the projection`);
  return roundedPoint(point);
}

/**
 * Scales and moves the projection so the object spans x = left to right, its top `margin` below
 * the frame's top, and returns the frame's height: the object's with that margin above and below.
 */
function fitBetween(
  projection: GeoProjection,
  object: GeoPermissibleObjects,
  left: number,
  right: number,
  margin: number,
): number {
  projection.fitWidth(right - left, object);
  const [x, y] = projection.translate();
  projection.translate([x + left, y + margin]);
  return Math.ceil(geoPath(projection).bounds(object)[1][1] + margin);
}

// ---------------------------------------------------------------- Sri Lanka

/**
 * The island spans x = 70 to 320 of a 342-unit frame: the room at the left is for the labels west
 * of the coast, and the sea at the right for the key and the hill country's labels in the widest
 * face a reader's system may draw them in (DejaVu Sans, about an eighth wider than Inter). 342 is
 * as wide as the frame can be while /regions on a 320 px phone still draws it at 0.7 of its size,
 * the scale the labels are sized for (app/components/maps/sri-lanka-map.tsx).
 */
const sriLankaFrame = { width: 342, islandLeft: 70, islandRight: 320, margin: 8 } as const;

/**
 * Visvalingam's threshold, in square viewBox units: points whose triangle is smaller (two square
 * CSS pixels at most, the map never being drawn larger than its frame) add no detail a reader
 * sees, and dropping them takes the coastline from 3.7 KB to 2 KB with the points in halves.
 */
const coastlineMinimumArea = 2;
/** Islets smaller than this (square viewBox units, a pixel or two) are left out. */
const smallestIslet = 3;

/**
 * How far a region's area reaches beyond its outermost towns, in viewBox units (a unit is about
 * a kilometre): enough to read as an area round a town, not so far that neighbours run together.
 */
const regionAreaMargin = 3.5;
/** Points on the circle drawn round each town before the hull is taken: a smooth-enough curve. */
const pointsRoundEachTown = 12;

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise on screen. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort(([x1, y1], [x2, y2]) => x1 - x2 || y1 - y2);
  const turn = (a: Point, b: Point, c: Point) =>
    (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const chain = (ordered: readonly Point[]) => {
    const hull: Point[] = [];
    for (const point of ordered) {
      while (hull.length >= 2 && turn(hull.at(-2) as Point, hull.at(-1) as Point, point) <= 0) {
        hull.pop();
      }
      hull.push(point);
    }
    hull.pop();
    return hull;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/**
 * A tea region's area: the convex hull of circles `regionAreaMargin` round each of its towns,
 * that is the towns' hull widened by the margin (see teaRegionPlaces for why towns).
 */
function regionArea(projection: GeoProjection, region: TeaRegionPlace): Point[] {
  const around = region.towns.flatMap((town) => {
    const [x, y] = project(projection, town.lonLat);
    return Array.from({ length: pointsRoundEachTown }, (_, index): Point => {
      const angle = (2 * Math.PI * index) / pointsRoundEachTown;
      return roundedPoint([
        x + regionAreaMargin * Math.cos(angle),
        y + regionAreaMargin * Math.sin(angle),
      ]);
    });
  });
  return convexHull(around);
}

// ---------------------------------------------------------------- elevation bands

/** The elevation grid, with a README.md on where it comes from and how it was made. */
const elevationFolder = join(repository, 'scripts', 'maps', 'elevation');

/**
 * SRTM's elevations over the hill country in cells of 30 arc-seconds (about 900 m), whole metres
 * row by row from the north-west cell, whose north-west corner is at `west`, `north`.
 */
export type ElevationGrid = {
  west: number;
  north: number;
  cellsPerDegree: number;
  columns: number;
  rows: number;
  metres: Int16Array;
};

export function loadElevationGrid(): ElevationGrid {
  const { file, ...grid } = JSON.parse(
    readFileSync(join(elevationFolder, 'srtm-30-arc-seconds.json'), 'utf8'),
  ) as Omit<ElevationGrid, 'metres'> & { file: string };
  // Little-endian signed 16-bit integers, gzipped: Node reads them with nothing installed.
  const bytes = gunzipSync(readFileSync(join(elevationFolder, file)));
  const cells = grid.columns * grid.rows;
  if (bytes.byteLength !== cells * Int16Array.BYTES_PER_ELEMENT) {
    throw new Error(`${file} is not ${grid.columns} × ${grid.rows} cells of 16 bits`);
  }
  const metres = Int16Array.from({ length: cells }, (_, index) => bytes.readInt16LE(index * 2));
  return { ...grid, metres };
}

/** The metres of the grid's cell a place lies in. */
export function elevationAt(grid: ElevationGrid, [longitude, latitude]: LonLat): number {
  const column = Math.floor((longitude - grid.west) * grid.cellsPerDegree);
  const row = Math.floor((grid.north - latitude) * grid.cellsPerDegree);
  const metres = grid.metres[row * grid.columns + column];
  if (column < 0 || column >= grid.columns || metres === undefined) {
    throw new Error(`${longitude}, ${latitude} is outside the elevation grid`);
  }
  return metres;
}

/**
 * Visvalingam's threshold for the bands' edges, in square viewBox units. The contours follow
 * every valley of the grid's 900 m cells; the map needs the hill country's shape, and the bands'
 * bytes are in every page that shows the map: decision 025 allows them and their key about 700
 * brotli bytes of each page, and tests/unit/maps.test.ts holds the bands to their share.
 */
const bandMinimumArea = 5;
/** Band rings and holes smaller than this (square viewBox units, about km²) are left out. */
const smallestBandRing = 20;

/**
 * The land at or above each raised class's floor: d3-contour's marching squares over the grid,
 * each ring taken from grid cells to longitude and latitude and projected with the coastline,
 * then simplified. Rings are exteriors and holes alike, to be filled even-odd. The land above
 * 600 m lies 20 km and more from the sea, so no ring needs clipping to the coastline
 * (tests/unit/maps.test.ts checks that every point of every ring is on the island).
 */
function elevationBands(
  projection: GeoProjection,
  grid: ElevationGrid,
): Record<RaisedElevationClass, Point[][]> {
  const generator = contours().size([grid.columns, grid.rows]);
  const values = Array.from(grid.metres);
  // d3-contour puts each cell's value at its centre, so grid coordinates are cell edges.
  const projectGridPoint = ([column = 0, row = 0]: readonly number[]): Point => {
    const point = projection([
      grid.west + column / grid.cellsPerDegree,
      grid.north - row / grid.cellsPerDegree,
    ]);
    if (!point) throw new Error(`Grid point ${column}, ${row} is outside the projection`);
    return point;
  };
  const band = (floor: number) =>
    generator.contour(values, floor).coordinates.flatMap(([exterior = [], ...holes]) => {
      const rings = [exterior, ...holes].map((ring) =>
        simplifyRing(ring.map(projectGridPoint), bandMinimumArea),
      );
      // A hole goes with its exterior: alone it would fill, even-odd, what should be empty.
      if (ringArea(rings[0] ?? []) < smallestBandRing) return [];
      return rings.filter((ring) => ringArea(ring) >= smallestBandRing);
    });
  return {
    'Mid-grown': band(elevationClassFloors['Mid-grown']),
    'High-grown': band(elevationClassFloors['High-grown']),
  };
}

function projectPlace(projection: GeoProjection, place: MapPlace): ProjectedPlace {
  const [x, y] = project(projection, place.lonLat);
  return { name: place.name, x, y, label: place.label };
}

function projectTeaRegion(
  projection: GeoProjection,
  region: TeaRegionPlace,
  area: readonly Point[],
): ProjectedTeaRegion {
  return {
    ...projectPlace(projection, region),
    slug: region.slug,
    area: pathData([{ points: [...area], closed: true }], islandPathPrecision),
  };
}

/**
 * The Sri Lanka map's data, with its projection and the rings of its coastline, elevation bands
 * and regions' areas as drawn, for the tests to measure.
 */
export function drawSriLanka(): {
  map: SriLankaMapData;
  projection: GeoProjection;
  coastline: Point[][];
  bands: Record<RaisedElevationClass, Point[][]>;
  regionAreas: Point[][];
} {
  const sriLanka = countryById(loadCountries('10m').countries, sriLankaId);
  const projection = geoMercator();
  const { width, islandLeft, islandRight, margin } = sriLankaFrame;
  const height = fitBetween(projection, sriLanka, islandLeft, islandRight, margin);
  const coastline = projectedSubpaths(projection, sriLanka)
    .map(({ points }) => simplifyRing(points, coastlineMinimumArea))
    .filter((ring) => ringArea(ring) >= smallestIslet);
  const bands = elevationBands(projection, loadElevationGrid());
  const regionAreas = teaRegionPlaces.map((region) => regionArea(projection, region));
  const rings = (points: Point[][]) =>
    pathData(
      points.map((ring) => ({ points: ring, closed: true })),
      islandPathPrecision,
    );
  const map: SriLankaMapData = {
    width,
    height,
    outline: rings(coastline),
    elevationBands: {
      'Mid-grown': rings(bands['Mid-grown']),
      'High-grown': rings(bands['High-grown']),
    },
    headOffice: projectPlace(projection, headOfficePlace),
    teaRegions: teaRegionPlaces.map((region, index) =>
      projectTeaRegion(projection, region, regionAreas[index] ?? []),
    ),
  };
  return { map, projection, coastline, bands, regionAreas };
}

function sriLankaModule(): string {
  return `// ${generatedNotice("Natural Earth's 1:10m coastline and SRTM's elevations of Sri Lanka")}
import type { SriLankaMapData } from './sri-lanka-places';

export const sriLankaMap: SriLankaMapData = ${JSON.stringify(drawSriLanka().map)};
`;
}

// ---------------------------------------------------------------- world

const worldMapWidth = 960;
const worldMapMargin = 8;

/**
 * The site's palette as `@theme` in app/styles/app.css defines it (`tea-600` → its hex), read
 * from there so the picture and the page cannot drift apart.
 */
function sitePalette(): (name: string) => string {
  const stylesheet = readFileSync(join(repository, 'app', 'styles', 'app.css'), 'utf8');
  return (name) => {
    const colour = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(stylesheet)?.[1];
    if (!colour) throw new Error(`No --color-${name} in app/styles/app.css`);
    return colour;
  };
}

/**
 * The world map as an SVG file, with Colombo's point and each market's shape as drawn, for the
 * tests to measure. Each market is its own filled country, so a buyer finds theirs at any size;
 * there are no lines from Colombo (they bunched into a fan that hid the markets it joined).
 */
export function drawWorld(): {
  svg: string;
  width: number;
  height: number;
  colombo: Point;
  marketShapes: { isoNumeric: string; pathData: string }[];
} {
  const { topology, countries } = loadCountries('110m');
  // Antarctica buys no tea and would take a fifth of the height.
  const inhabited = topology.objects.countries.geometries.filter(
    (geometry) => geometry.id !== antarcticaId,
  );
  const land = merge(topology, inhabited as Parameters<typeof merge>[1]);
  const projection = geoEqualEarth();
  const width = worldMapWidth;
  const height = fitBetween(
    projection,
    land,
    worldMapMargin,
    width - worldMapMargin,
    worldMapMargin,
  );
  const { markets } = globalNetwork;
  const marketIds = new Set<unknown>(markets.map((market) => market.isoNumeric));
  // Borders only where two markets meet: the rest of the land is one plain colour, which
  // takes almost a third off the file.
  const bordersBetweenMarkets = mesh(
    topology,
    topology.objects.countries,
    (one, other) => one !== other && marketIds.has(one.id) && marketIds.has(other.id),
  );
  const draw = (object: GeoPermissibleObjects) =>
    pathData(projectedSubpaths(projection, object), worldPathPrecision);
  const colombo = project(projection, headOfficePlace.lonLat);
  const marketShapes = markets.map((market) => ({
    isoNumeric: market.isoNumeric,
    pathData: draw(countryById(countries, market.isoNumeric)),
  }));
  const circle = ([x, y]: Point, radius: number, paint: string) =>
    `<circle cx="${x}" cy="${y}" r="${radius}" ${paint}/>`;
  const colour = sitePalette();
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<!-- ${generatedNotice("Natural Earth's 1:110m countries")} -->`,
    `<rect width="${width}" height="${height}" fill="${colour('tea-50')}"/>`,
    `<path d="${draw(land)}" fill="${colour('tea-200')}"/>`,
    `<g fill="${colour('tea-600')}">`,
    ...marketShapes.map((shape) => `<path id="market-${shape.isoNumeric}" d="${shape.pathData}"/>`),
    '</g>',
    `<path d="${draw(bordersBetweenMarkets)}" fill="none" stroke="${colour('cream-50')}" stroke-width=".6" stroke-linejoin="round"/>`,
    circle(colombo, 9, `fill="${colour('copper-500')}" fill-opacity=".3"`),
    circle(colombo, 5, `fill="${colour('copper-600')}" stroke="#fff" stroke-width="1.5"`),
    '</svg>\n',
  ].join('');
  return { svg, width, height, colombo, marketShapes };
}

// ---------------------------------------------------------------- files

function generatedNotice(what: string): string {
  return `Generated by scripts/make-maps.ts (\`npm run maps\`) from ${what}. Do not edit.`;
}

async function formatted(source: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

/** Every map file, by its path in the repository, as `npm run maps` writes it. */
export async function makeMapFiles(): Promise<Record<string, string>> {
  const world = drawWorld();
  const sriLankaFile = 'app/components/maps/sri-lanka-map.generated.ts';
  return {
    [sriLankaFile]: await formatted(sriLankaModule(), join(repository, sriLankaFile)),
    'pictures/drawings/maps/export-markets.svg': world.svg,
  };
}

// tests/unit/maps.test.ts imports this file: it writes only when run itself.
const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  for (const [file, contents] of Object.entries(await makeMapFiles())) {
    const path = join(repository, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
    console.log(
      `${file}: ${Buffer.byteLength(contents)} bytes, ${gzipSync(contents).byteLength} gzipped`,
    );
  }
}

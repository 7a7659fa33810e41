// The maps come from Natural Earth's data and nowhere else: drawn again here, they must equal
// the committed files byte for byte, and every place must be where it is on the globe.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import { headOfficePlace, teaRegionPlaces } from '~/components/maps/sri-lanka-places';
import { globalNetwork } from '~/content/about';
import { teaRegions } from '~/content/tea-regions';
import {
  countryById,
  drawSriLanka,
  drawWorld,
  loadCountries,
  makeMapFiles,
} from '../../scripts/make-maps';

type Point = readonly [number, number];

/** Whether the point is inside the rings (even-odd, as SVG fills the coastline's islands). */
function insideRings(point: Point, rings: readonly (readonly Point[])[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of rings) {
    ring.forEach(([x1, y1], index) => {
      const [x2, y2] = ring[(index + 1) % ring.length] as Point;
      if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
    });
  }
  return inside;
}

function withinBox(point: Point, width: number, height: number): boolean {
  return point[0] >= 0 && point[0] <= width && point[1] >= 0 && point[1] <= height;
}

function gzippedBytes(text: string): number {
  return gzipSync(text).byteLength;
}

// Each reads and converts Natural Earth's files: a second or so.
const sriLankaDrawing = drawSriLanka();
const world = drawWorld();
const largeScaleCountries = loadCountries('10m').countries;

describe('npm run maps', () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    files = await makeMapFiles();
  }, 30_000);

  it('wrote the committed files, none edited by hand since', () => {
    expect(Object.keys(files).sort()).toEqual([
      'app/components/maps/sri-lanka-map.generated.ts',
      'pictures/drawings/maps/export-markets.svg',
    ]);
    for (const [file, contents] of Object.entries(files)) {
      expect(readFileSync(file, 'utf8'), `${file}: run \`npm run maps\``).toBe(contents);
    }
  });

  it('keeps the maps small: the inline coastline and the world picture, gzipped', () => {
    expect(gzippedBytes(sriLankaDrawing.map.outline)).toBeLessThan(1.5 * 1024);
    expect(gzippedBytes(world.svg)).toBeLessThan(15 * 1024);
  });
});

describe('the Sri Lanka map', () => {
  const sriLanka = countryById(largeScaleCountries, '144');
  const { map, coastline } = sriLankaDrawing;
  const projectedPlaces = [map.headOffice, ...map.teaRegions];

  it('marks the seven tea regions the site names, in its order, and the head office', () => {
    const regionNames = teaRegions.map((region) => region.name);
    expect(teaRegionPlaces.map((place) => place.name)).toEqual(regionNames);
    expect(map.teaRegions.map((place) => place.name)).toEqual(regionNames);
    expect(map.headOffice.name).toBe('Colombo');
  });

  it('has every place on the island itself, in Natural Earth’s 1:10m coastline', () => {
    for (const place of [headOfficePlace, ...teaRegionPlaces]) {
      expect(geoContains(sriLanka, [...place.lonLat]), place.name).toBe(true);
    }
  });

  it('draws every dot inside the drawn coastline and the viewBox', () => {
    for (const place of projectedPlaces) {
      expect(withinBox([place.x, place.y], map.width, map.height), place.name).toBe(true);
      expect(insideRings([place.x, place.y], coastline), place.name).toBe(true);
    }
  });

  it('draws the coastline within the viewBox', () => {
    for (const point of coastline.flat()) {
      expect(withinBox(point, map.width, map.height)).toBe(true);
    }
  });
});

describe('the world map', () => {
  it('names each market’s country by its ISO code, with the capital inside it', () => {
    for (const market of globalNetwork.markets) {
      const country = countryById(largeScaleCountries, market.isoNumeric);
      expect(country.properties.name, market.name).toContain(market.name);
      expect(geoContains(country, [...market.capital]), market.name).toBe(true);
    }
  });

  it('draws Colombo and every capital inside the picture', () => {
    for (const point of [world.colombo, ...world.capitals]) {
      expect(withinBox(point, world.width, world.height)).toBe(true);
    }
  });
});

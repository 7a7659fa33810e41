// The maps come from Natural Earth's data and nowhere else: drawn again here, they must equal
// the committed files byte for byte, and every place must be where it is on the globe. The tea
// regions are areas round their towns, apart from each other; the world map fills each market's
// country and draws no lines from Colombo.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import { headOfficePlace, teaRegionPlaces } from '~/components/maps/sri-lanka-places';
import { site } from '~/config/site';
import { globalNetwork } from '~/content/about';
import { teaRegions } from '~/content/tea-regions';
import {
  convexHull,
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

/** Twice the signed area of a ring (positive when its points turn clockwise on screen). */
function twiceSignedArea(ring: readonly Point[]): number {
  return ring.reduce((sum, [x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length] as Point;
    return sum + x * nextY - nextX * y;
  }, 0);
}

/** Whether two convex polygons share any point: no edge of either separates them. */
function convexPolygonsOverlap(one: readonly Point[], other: readonly Point[]): boolean {
  const separatedBy = (polygon: readonly Point[]) =>
    polygon.some(([x1, y1], index) => {
      const [x2, y2] = polygon[(index + 1) % polygon.length] as Point;
      const [normalX, normalY] = [y2 - y1, x1 - x2];
      const extent = (points: readonly Point[]) => {
        const projections = points.map(([x, y]) => x * normalX + y * normalY);
        return [Math.min(...projections), Math.max(...projections)] as const;
      };
      const [oneMin, oneMax] = extent(one);
      const [otherMin, otherMax] = extent(other);
      return oneMax < otherMin || otherMax < oneMin;
    });
  return !separatedBy(one) && !separatedBy(other);
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
    expect(map.teaRegions.map((place) => place.slug)).toEqual(
      teaRegions.map((region) => region.slug),
    );
    expect(map.headOffice.name).toBe('Colombo');
    // The office at its own street, as the site's facts give it, not the city's centre.
    expect(headOfficePlace.lonLat).toEqual([
      site.headOffice.coordinates.longitude,
      site.headOffice.coordinates.latitude,
    ]);
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

  it('draws each region as an area round its towns, each town on the island', () => {
    const { regionAreas } = sriLankaDrawing;
    teaRegionPlaces.forEach((region, index) => {
      const area = regionAreas[index] ?? [];
      expect(convexHull(area), `${region.name} is convex`).toEqual(area);
      // More than a dot: at least 40 square units, about 40 km².
      expect(Math.abs(twiceSignedArea(area)) / 2, region.name).toBeGreaterThan(40);
      const projected = map.teaRegions[index];
      expect(insideRings([projected?.x ?? -1, projected?.y ?? -1], [area]), region.name).toBe(true);
      expect(region.towns.length, region.name).toBeGreaterThanOrEqual(2);
      for (const town of region.towns) {
        expect(geoContains(sriLanka, [...town.lonLat]), town.name).toBe(true);
      }
      for (const point of area) {
        expect(insideRings(point, coastline), `${region.name} on the island`).toBe(true);
      }
    });
  });

  it('keeps the regions’ areas apart', () => {
    const { regionAreas } = sriLankaDrawing;
    regionAreas.forEach((area, index) => {
      regionAreas.slice(index + 1).forEach((other, offset) => {
        const names = `${teaRegionPlaces[index]?.name} and ${teaRegionPlaces[index + 1 + offset]?.name}`;
        expect(convexPolygonsOverlap(area, other), names).toBe(false);
      });
    });
  });

  it('draws the coastline within the viewBox', () => {
    for (const point of coastline.flat()) {
      expect(withinBox(point, map.width, map.height)).toBe(true);
    }
  });
});

describe('the world map', () => {
  it('names each market’s country by its ISO code', () => {
    for (const market of globalNetwork.markets) {
      const country = countryById(largeScaleCountries, market.isoNumeric);
      expect(country.properties.name, market.name).toContain(market.name);
    }
  });

  it('fills each market’s own country', () => {
    const marketFill = /<g fill="(#[0-9a-f]{6})">((?:<path [^>]*\/>)*)<\/g>/.exec(world.svg);
    expect(marketFill?.[1]).toBe('#2a6342');
    const shapes = [...(marketFill?.[2] ?? '').matchAll(/<path id="market-(\d+)" d="([^"]+)"\/>/g)];
    expect(shapes.map(([, isoNumeric]) => isoNumeric)).toEqual(
      globalNetwork.markets.map((market) => market.isoNumeric),
    );
    shapes.forEach(([, isoNumeric, pathData], index) => {
      expect(pathData, isoNumeric).toBe(world.marketShapes[index]?.pathData);
      // Closed rings of three steps or more: shapes, not lines or points.
      expect(pathData, isoNumeric).toMatch(/^M[\d.]+ [\d.]+l(?:-?\.?\d[\d.]*[ -]?){6,}[^z]*z/);
    });
  });

  it('draws no line from Colombo, only its mark', () => {
    const [x, y] = world.colombo;
    const subpathStarts = [...world.svg.matchAll(/M(-?[\d.]+)[ ,](-?[\d.]+)/g)].map(
      ([, startX, startY]) => [Number(startX), Number(startY)],
    );
    for (const [startX = 0, startY = 0] of subpathStarts) {
      expect(Math.hypot(startX - x, startY - y)).toBeGreaterThan(1);
    }
    expect(world.svg).not.toMatch(/stroke-dasharray|<line/);
    expect(withinBox(world.colombo, world.width, world.height)).toBe(true);
    expect(world.svg).toContain(`<circle cx="${x}" cy="${y}"`);
  });
});

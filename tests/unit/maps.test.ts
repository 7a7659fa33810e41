// The maps come from Natural Earth's data and SRTM's elevations and nowhere else: drawn again
// here, they must equal the committed files byte for byte, and every place must be where it is on
// the globe. The island's elevation bands hold the land above 600 and 1,200 m, on the island and
// within a byte budget; the tea regions are areas round their towns, apart from each other; the
// world map fills each market's country and draws no lines from Colombo.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LonLat } from '~/components/maps/geography';
import {
  elevationClassFloors,
  headOfficePlace,
  teaRegionPlaces,
} from '~/components/maps/sri-lanka-places';
import { site } from '~/config/site';
import { globalNetwork } from '~/content/about';
import { teaRegions } from '~/content/tea-regions';
import {
  convexHull,
  countryById,
  drawSriLanka,
  drawWorld,
  elevationAt,
  loadCountries,
  loadElevationGrid,
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

/** Bytes of the text compressed as the server keeps a page: brotli at its strongest. */
function brotliBytes(text: string): number {
  return brotliCompressSync(text, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  }).byteLength;
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

  it('keeps the elevation bands within their share of a page: 600 brotli bytes', () => {
    // Decision 025: the bands and their key add at most about 700 bytes to the compressed
    // document of every page with the map (/regions, /contact, in each language); the key's
    // markup takes about 130 of them. Raise the simplification before raising this.
    const { 'Mid-grown': mid, 'High-grown': high } = sriLankaDrawing.map.elevationBands;
    expect(brotliBytes(mid + high)).toBeLessThanOrEqual(600);
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

describe('the Sri Lanka map’s elevation bands', () => {
  const grid = loadElevationGrid();
  const { map, projection, coastline, bands } = sriLankaDrawing;
  const projected = (lonLat: LonLat): Point => {
    const point = projection([...lonLat]);
    if (!point) throw new Error(`${lonLat.join(', ')} is outside the projection`);
    return point;
  };
  const bandOf = (lonLat: LonLat) =>
    (['High-grown', 'Mid-grown'] as const).find((elevation) =>
      insideRings(projected(lonLat), bands[elevation]),
    ) ?? 'Low-grown';

  const pidurutalagala: LonLat = [80.7727, 7.0017];
  const nuwaraEliyaTown: LonLat = [80.7829, 6.9708];
  // A tea town of the Kandy region's hills, east of Kandy: 908 m in the grid, well inside the
  // mid band's 600 to 1,200 m (Kandy itself, at 556 m in the grid, is low-grown land).
  const galaha: LonLat = [80.67, 7.19];
  const galle: LonLat = [80.221, 6.0535];

  it('reads SRTM’s metres where they are: the island’s highest summit, its towns', () => {
    expect(elevationAt(grid, pidurutalagala)).toBeGreaterThan(2300);
    expect(elevationAt(grid, nuwaraEliyaTown)).toBeGreaterThan(1800);
    expect(elevationAt(grid, galaha)).toBeGreaterThan(800);
    expect(elevationAt(grid, galaha)).toBeLessThan(1000);
    expect(elevationAt(grid, galle)).toBeLessThan(50);
  });

  it('puts summits and towns in the band of their height, and the coast in none', () => {
    expect(bandOf(pidurutalagala)).toBe('High-grown');
    expect(bandOf(nuwaraEliyaTown)).toBe('High-grown');
    expect(bandOf(galaha)).toBe('Mid-grown');
    expect(bandOf(galle)).toBe('Low-grown');
    expect(bandOf(headOfficePlace.lonLat)).toBe('Low-grown');
  });

  it('draws the land above each floor, as much of it as the grid holds', () => {
    const [west, north] = projected([grid.west, grid.north]);
    const [east, south] = projected([
      grid.west + grid.columns / grid.cellsPerDegree,
      grid.north - grid.rows / grid.cellsPerDegree,
    ]);
    // Mercator stretches cells further from the equator: the mean cell, over the whole grid.
    const cellArea = ((east - west) * (south - north)) / (grid.columns * grid.rows);
    for (const elevation of ['Mid-grown', 'High-grown'] as const) {
      const floor = elevationClassFloors[elevation];
      const cells = grid.metres.filter((metres) => metres >= floor).length;
      // Exteriors and holes turn opposite ways, so the signed areas add up to the band's.
      const drawn = Math.abs(
        bands[elevation].reduce((sum, ring) => sum + twiceSignedArea(ring), 0) / 2,
      );
      // Less what simplification and leaving out specks take: a few per cent.
      expect(drawn / (cells * cellArea), elevation).toBeGreaterThan(0.9);
      expect(drawn / (cells * cellArea), elevation).toBeLessThan(1.05);
    }
  });

  it('draws the high band inside the mid band, and both on the island', () => {
    for (const point of bands['High-grown'].flat()) {
      expect(insideRings(point, bands['Mid-grown']), `${point.join()} above 600 m`).toBe(true);
    }
    for (const point of [...bands['Mid-grown'], ...bands['High-grown']].flat()) {
      expect(insideRings(point, coastline), `${point.join()} on the island`).toBe(true);
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

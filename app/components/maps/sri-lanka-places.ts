import { site } from '~/config/site';
import type { ElevationClass, TeaRegionSlug } from '~/content/tea-regions';
import type { LonLat } from './geography';

/**
 * Where a label sits: its offset from the place's point in viewBox units, which end of the text
 * is at that point, and for a label set further off, where on the place's edge (an offset from
 * its point) the thin line starts that leads to it.
 */
export type LabelPlacement = {
  dx: number;
  dy: number;
  anchor: 'start' | 'middle' | 'end';
  leader?: { dx: number; dy: number };
};

/** A place the Sri Lanka map marks: its name, where it is on the globe and where its label goes. */
export type MapPlace = { name: string; lonLat: LonLat; label: LabelPlacement };

/** A town of a region's tea country, at its centre to a hundredth of a degree (about 1 km). */
export type Town = { name: string; lonLat: LonLat };

/**
 * A tea region: its section on /regions, the well-known centre of its tea country (where its
 * label is set from, and its geo coordinates for search engines) and the towns whose tea
 * country it is, which outline its area on the map.
 */
export type TeaRegionPlace = MapPlace & { slug: TeaRegionSlug; towns: readonly Town[] };

/** A place projected into the map's viewBox, as `npm run maps` writes it. */
export type ProjectedPlace = { name: string; x: number; y: number; label: LabelPlacement };

/** A tea region projected: its point, and its area as SVG path data. */
export type ProjectedTeaRegion = ProjectedPlace & { slug: TeaRegionSlug; area: string };

/**
 * Where the Tea Board's elevation classes meet, in metres above sea level: tea grown below 600 m
 * is low-grown, from 600 to 1,200 m mid-grown, above 1,200 m high-grown.
 */
export const elevationClassFloors = { 'Mid-grown': 600, 'High-grown': 1200 } as const;

/** The classes that start above sea level: the map draws each as the land above its floor. */
export type RaisedElevationClass = keyof typeof elevationClassFloors & ElevationClass;

/**
 * The land at or above each class's floor, from SRTM's elevations, as SVG path data of rings and
 * their holes (valleys below the floor), to be filled even-odd. The rest of the island is
 * low-grown.
 */
export type ElevationBands = Record<RaisedElevationClass, string>;

/** The Sri Lanka map as `npm run maps` draws it: its viewBox size, coastline, bands and places. */
export type SriLankaMapData = {
  width: number;
  height: number;
  /** SVG path data of the coastline, islands included. */
  outline: string;
  elevationBands: ElevationBands;
  headOffice: ProjectedPlace;
  teaRegions: readonly ProjectedTeaRegion[];
};

// The labels' places are chosen by eye. The hill country's regions lie close together, so Nuwara Eliya's and
// Dimbula's labels are set off to the south-east with a line to their area: nowhere beside them
// is a label nearer its own region than a neighbour, and to the west Dimbula's would sit between
// Colombo and the hills. No label or its target covers another place, and each is nearest its
// own place or its line (tests/e2e/maps.spec.ts measures them in the browser).

/** The head office, at its street address in Colombo 02 (`site.headOffice.coordinates`). */
export const headOfficePlace: MapPlace = {
  name: 'Colombo',
  lonLat: [site.headOffice.coordinates.longitude, site.headOffice.coordinates.latitude],
  label: { dx: 0, dy: -19, anchor: 'middle' },
};

/**
 * The seven agro-climatic tea regions, in the order app/content/tea-regions.ts lists them. The
 * Tea Board's regions follow no border that any public dataset draws (Natural Earth's, in
 * world-atlas, has countries only; the elevation bands beneath them are SRTM's heights, not
 * regions), so each region's area is drawn from the towns its tea country is known by: the
 * convex hull of those towns, widened by a few kilometres (scripts/make-maps.ts). That shows
 * where and how large each region is, honestly: not its surveyed border. Each centre is the town
 * a region is named after, or for Dimbula the Talawakelle–Hatton plateau, for Uva the
 * Badulla–Bandarawela district, for Uda Pussellawa the Ragala–Walapane hills and for Ruhuna the
 * Galle–Matara hinterland.
 */
export const teaRegionPlaces: readonly TeaRegionPlace[] = [
  {
    slug: 'nuwara-eliya',
    name: 'Nuwara Eliya',
    lonLat: [80.78, 6.97],
    label: { dx: 24, dy: 53, anchor: 'start', leader: { dx: 1, dy: 14 } },
    towns: [
      { name: 'Nuwara Eliya', lonLat: [80.78, 6.97] },
      { name: 'Ambewela', lonLat: [80.8, 6.88] },
    ],
  },
  {
    slug: 'uva',
    name: 'Uva',
    lonLat: [81.05, 6.88],
    label: { dx: 18, dy: 6, anchor: 'start' },
    towns: [
      { name: 'Badulla', lonLat: [81.06, 6.99] },
      { name: 'Passara', lonLat: [81.15, 6.94] },
      { name: 'Haputale', lonLat: [80.96, 6.77] },
      { name: 'Bandarawela', lonLat: [80.99, 6.83] },
      { name: 'Welimada', lonLat: [80.91, 6.9] },
    ],
  },
  {
    slug: 'dimbula',
    name: 'Dimbula',
    lonLat: [80.65, 6.95],
    label: { dx: 24, dy: 86, anchor: 'start', leader: { dx: 7, dy: 17 } },
    towns: [
      { name: 'Talawakelle', lonLat: [80.66, 6.94] },
      { name: 'Hatton', lonLat: [80.6, 6.89] },
      { name: 'Maskeliya', lonLat: [80.57, 6.83] },
      { name: 'Bogawantalawa', lonLat: [80.68, 6.8] },
      { name: 'Agarapatana', lonLat: [80.7, 6.86] },
    ],
  },
  {
    slug: 'uda-pussellawa',
    name: 'Uda Pussellawa',
    lonLat: [80.85, 7.05],
    label: { dx: -7, dy: -16, anchor: 'start' },
    towns: [
      { name: 'Ragala', lonLat: [80.84, 7.03] },
      { name: 'Halgranoya', lonLat: [80.89, 7.04] },
      { name: 'Walapane', lonLat: [80.86, 7.1] },
      { name: 'Maturata', lonLat: [80.76, 7.09] },
    ],
  },
  {
    slug: 'kandy',
    name: 'Kandy',
    lonLat: [80.63, 7.29],
    label: { dx: 0, dy: -27, anchor: 'middle' },
    towns: [
      { name: 'Kandy', lonLat: [80.63, 7.29] },
      { name: 'Madulkele', lonLat: [80.73, 7.4] },
      { name: 'Kadugannawa', lonLat: [80.52, 7.25] },
      { name: 'Gampola', lonLat: [80.58, 7.16] },
      { name: 'Nawalapitiya', lonLat: [80.53, 7.05] },
      { name: 'Galaha', lonLat: [80.67, 7.19] },
    ],
  },
  {
    slug: 'ruhuna',
    name: 'Ruhuna',
    lonLat: [80.5, 6.2],
    label: { dx: -44, dy: 6, anchor: 'end' },
    towns: [
      { name: 'Baddegama', lonLat: [80.18, 6.17] },
      { name: 'Neluwa', lonLat: [80.37, 6.39] },
      { name: 'Deniyaya', lonLat: [80.56, 6.34] },
      { name: 'Akuressa', lonLat: [80.48, 6.1] },
    ],
  },
  {
    slug: 'sabaragamuwa',
    name: 'Sabaragamuwa',
    lonLat: [80.4, 6.7],
    label: { dx: -10, dy: 15, anchor: 'end' },
    towns: [
      { name: 'Ratnapura', lonLat: [80.4, 6.68] },
      { name: 'Kuruwita', lonLat: [80.37, 6.78] },
      { name: 'Balangoda', lonLat: [80.69, 6.65] },
      { name: 'Rakwana', lonLat: [80.6, 6.47] },
      { name: 'Kalawana', lonLat: [80.39, 6.53] },
    ],
  },
];

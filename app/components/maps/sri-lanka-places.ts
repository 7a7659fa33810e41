import type { LonLat } from './geography';

/**
 * Where a label sits: its offset from the dot in viewBox units, which end of the text is at that
 * point, and whether a thin line leads from the dot to a label set further off.
 */
export type LabelPlacement = {
  dx: number;
  dy: number;
  anchor: 'start' | 'middle' | 'end';
  leader?: true;
};

/** A place the Sri Lanka map marks: its name, where it is on the globe and where its label goes. */
export type MapPlace = { name: string; lonLat: LonLat; label: LabelPlacement };

/** A place projected into the map's viewBox, as `npm run maps` writes it. */
export type ProjectedPlace = { name: string; x: number; y: number; label: LabelPlacement };

/** The Sri Lanka map as `npm run maps` draws it: its viewBox size, coastline and places. */
export type SriLankaMapData = {
  width: number;
  height: number;
  /** SVG path data of the coastline, islands included. */
  outline: string;
  headOffice: ProjectedPlace;
  teaRegions: readonly ProjectedPlace[];
};

// The labels' places are chosen by eye around the crowded hill country, so that no label covers
// another label or a dot at any size (tests/e2e/maps.spec.ts measures them in the browser).

/** The head office, No. 117 Sir Chittampalam A. Gardiner Mawatha, Colombo 02. */
export const headOfficePlace: MapPlace = {
  name: 'Colombo',
  lonLat: [79.85, 6.93],
  label: { dx: -12, dy: 6, anchor: 'end' },
};

/**
 * The seven agro-climatic tea regions, in the order app/content/about.ts lists them, each at the
 * well-known centre of its tea country: the town it is named after, or for Dimbula the
 * Talawakelle–Hatton plateau, for Uva the Badulla–Bandarawela district and for Ruhuna the
 * Galle–Matara hinterland.
 */
export const teaRegionPlaces: readonly MapPlace[] = [
  {
    name: 'Nuwara Eliya',
    lonLat: [80.78, 6.97],
    label: { dx: 24, dy: 48, anchor: 'middle', leader: true },
  },
  { name: 'Uva', lonLat: [81.05, 6.88], label: { dx: 10, dy: 6, anchor: 'start' } },
  { name: 'Dimbula', lonLat: [80.65, 6.95], label: { dx: -10, dy: 5, anchor: 'end' } },
  { name: 'Uda Pussellawa', lonLat: [80.9, 7.0], label: { dx: -12, dy: -12, anchor: 'start' } },
  { name: 'Kandy', lonLat: [80.63, 7.29], label: { dx: 0, dy: -11, anchor: 'middle' } },
  { name: 'Ruhuna', lonLat: [80.5, 6.2], label: { dx: 10, dy: 6, anchor: 'start' } },
  { name: 'Sabaragamuwa', lonLat: [80.4, 6.7], label: { dx: -10, dy: 6, anchor: 'end' } },
];

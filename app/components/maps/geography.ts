/** A place on the globe, as GeoJSON and d3-geo take it: longitude then latitude, in degrees. */
export type LonLat = readonly [longitude: number, latitude: number];

/** A place on the globe as people and schema.org write it: WGS 84 degrees. */
export type Coordinates = { readonly latitude: number; readonly longitude: number };

/**
 * A `geo:` URI (RFC 5870) that opens the place in the visitor's own map application, with the
 * `q=lat,lon(label)` query Android's and most other map apps read to name the pin.
 */
export function geoUri({ latitude, longitude }: Coordinates, label: string): string {
  return `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(label)})`;
}

/** The zoom at which OpenStreetMap shows the streets round a building. */
const streetZoom = 16;

/** OpenStreetMap's page for the place, with a marker on it, for browsers without a map app. */
export function openStreetMapUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${streetZoom}/${latitude}/${longitude}`;
}

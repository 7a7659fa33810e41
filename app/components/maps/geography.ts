/** A place on the globe, as GeoJSON and d3-geo take it: longitude then latitude, in degrees. */
export type LonLat = readonly [longitude: number, latitude: number];

// The crow's line between two points on the Earth: what route distance (./distance.ts), the highway
// network (./road-distance.ts) and search's cells (./cells.ts) all measure from.

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in km (haversine, mean Earth radius). */
export function greatCircleKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

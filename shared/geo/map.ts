import { geoConicConformal, geoPath } from 'd3-geo';
import escapeHtml from 'escape-html';
import type { Feature, MultiLineString, MultiPolygon } from 'geojson';
import { readFileSync } from 'node:fs';

// A route map as an SVG document, drawn here from Natural Earth and Census outlines shipped with
// the code (./data/outlines.json, built by ./data/build-outlines.ts): no tile server ever learns
// which shipment is being looked at.

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface RouteMap {
  pickup: MapPoint & { label: string };
  delivery: MapPoint & { label: string };
  /** The last reported position, if any. */
  last?: MapPoint & { label: string };
  /** The map's accessible name. */
  title: string;
}

const WIDTH = 720;
const HEIGHT = 400;
const PADDING = 36;
/** The smallest span shown, in degrees: a short lane still shows its surroundings. */
const MIN_SPAN = 3;

const outlinesFile = new URL('./data/outlines.json', import.meta.url);

/** Read on the first map drawn, never at start-up (like the geocoder's tables, docs/geo.md). */
let outlines: { countries: Feature<MultiPolygon>[]; borders: MultiLineString } | undefined;
function loadOutlines() {
  if (!outlines) {
    const data = JSON.parse(readFileSync(outlinesFile, 'utf8')) as {
      countries: { country: string; coordinates: number[][][][] }[];
      stateBorders: number[][][];
    };
    outlines = {
      countries: data.countries.map((outline) => ({
        type: 'Feature',
        properties: { country: outline.country },
        geometry: { type: 'MultiPolygon', coordinates: outline.coordinates },
      })),
      borders: { type: 'MultiLineString', coordinates: data.stateBorders },
    };
  }
  return outlines;
}

/** The area to show: every point, widened to at least MIN_SPAN degrees each way. */
function frame(points: MapPoint[]) {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const widen = (low: number, high: number) => {
    const extra = Math.max(0, MIN_SPAN - (high - low)) / 2 + (high - low) * 0.1;
    return [low - extra, high + extra] as const;
  };
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const [west, east] = widen(Math.min(...lons), Math.max(...lons));
  return {
    type: 'MultiPoint' as const,
    coordinates: [
      [west, south],
      [west, north],
      [east, south],
      [east, north],
    ],
  };
}

export function routeMapSvg(map: RouteMap): string {
  const { countries, borders } = loadOutlines();
  const points = [map.pickup, map.delivery, ...(map.last ? [map.last] : [])];
  const middle = (Math.min(...points.map((p) => p.longitude)) + Math.max(...points.map((p) => p.longitude))) / 2;
  // a conformal conic centred on the lane: shapes stay true at a lane's scale, north stays up
  const projection = geoConicConformal()
    .parallels([33, 45])
    .rotate([-middle, 0])
    .fitExtent(
      [
        [PADDING, PADDING],
        [WIDTH - PADDING, HEIGHT - PADDING],
      ],
      frame(points),
    )
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
  const path = geoPath(projection).digits(1);
  const at = (p: MapPoint) =>
    projection([p.longitude, p.latitude])!.map((n) => Math.round(n * 10) / 10) as [number, number];
  const [px, py] = at(map.pickup);
  const [dx, dy] = at(map.delivery);
  const marker = (p: MapPoint & { label: string }, color: string, role: string) => {
    const [x, y] = at(p);
    return (
      `<g class="${role}"><circle cx="${x}" cy="${y}" r="7" fill="${color}" stroke="#fff" stroke-width="2"/>` +
      `<text x="${x + 11}" y="${y + 4}" font-size="13" font-family="system-ui, sans-serif" fill="#1b2733" ` +
      `stroke="#fff" stroke-width="3" paint-order="stroke">${escapeHtml(p.label)}</text></g>`
    );
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" ` +
      `aria-label="${escapeHtml(map.title)}">`,
    `<title>${escapeHtml(map.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#dcecf7"/>`,
    ...countries.map(
      (c) =>
        `<path d="${path(c) ?? ''}" fill="#f6f4ee" stroke="#9aa5ae" stroke-width="0.8" ` +
        `data-country="${c.properties!.country}"/>`,
    ),
    `<path d="${path(borders) ?? ''}" fill="none" stroke="#c3cad0" stroke-width="0.6" class="state-borders"/>`,
    `<line x1="${px}" y1="${py}" x2="${dx}" y2="${dy}" stroke="#2f6db3" stroke-width="3" stroke-dasharray="8 6" ` +
      `stroke-linecap="round"/>`,
    marker(map.pickup, '#2e8b57', 'pickup'),
    marker(map.delivery, '#c0392b', 'delivery'),
    ...(map.last ? [marker(map.last, '#1f4e8c', 'last-location')] : []),
    '</svg>',
  ].join('');
}

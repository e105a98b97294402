import { greatCircleKm } from './great-circle.ts';
import { canadianJunctions, junctions, LINK_WINDING, links, type Junction } from './data/highways.ts';

// Long routes along the highway network (docs/geo.md, "Route distance"): from the origin to a
// nearby junction, along the network's links (Dijkstra), and from a junction near the destination.
// Pure and small (about 120 junctions): a route costs well under a millisecond.

type Point = { latitude: number; longitude: number };

const names = Object.keys(junctions) as Junction[];
const at = (name: Junction): Point => ({ latitude: junctions[name][0], longitude: junctions[name][1] });
/**
 * The whole network, or Canada's alone: freight between two Canadian places stays in Canada
 * (crossing the US would make it an in-bond shipment), as the Trans-Canada's published distances do.
 */
type Network = 'all' | 'canada';
const inNetwork = (network: Network, name: Junction) => network === 'all' || canadianJunctions.has(name);

const linked = new Map<Network, Map<Junction, { to: Junction; km: number }[]>>();
/** Each junction's links and their km, built on first use. */
function neighbours(network: Network): Map<Junction, { to: Junction; km: number }[]> {
  const known = linked.get(network);
  if (known) return known;
  const built = new Map<Junction, { to: Junction; km: number }[]>(
    names.filter((name) => inNetwork(network, name)).map((name) => [name, []]),
  );
  for (const [a, b, winding] of links) {
    if (!built.has(a) || !built.has(b)) continue;
    const km = greatCircleKm(at(a), at(b)) * (winding ?? LINK_WINDING);
    built.get(a)!.push({ to: b, km });
    built.get(b)!.push({ to: a, km });
  }
  linked.set(network, built);
  return built;
}

/** Network km from each junction to every other (computed once per junction and network, on demand). */
const fromJunction = new Map<string, Map<Junction, number>>();
function networkKm(network: Network, from: Junction): Map<Junction, number> {
  const known = fromJunction.get(`${network}:${from}`);
  if (known) return known;
  const km = new Map<Junction, number>([[from, 0]]);
  const done = new Set<Junction>();
  for (;;) {
    let next: Junction | undefined;
    for (const [name, d] of km) if (!done.has(name) && (next === undefined || d < km.get(next)!)) next = name;
    if (next === undefined) break;
    done.add(next);
    for (const { to, km: length } of neighbours(network).get(next)!) {
      const through = km.get(next)! + length;
      if (through < (km.get(to) ?? Infinity)) km.set(to, through);
    }
  }
  fromJunction.set(`${network}:${from}`, km);
  return km;
}

/** The junctions a route may join the network at: the few nearest, within reach. */
function entries(network: Network, point: Point, accessKm: (gc: number) => number): { name: Junction; km: number }[] {
  return names
    .filter((name) => inNetwork(network, name))
    .map((name) => ({ name, gc: greatCircleKm(point, at(name)) }))
    .sort((a, b) => a.gc - b.gc)
    .slice(0, ENTRY_JUNCTIONS)
    .filter(({ gc }) => gc <= MAX_ACCESS_KM)
    .map(({ name, gc }) => ({ name, km: accessKm(gc) }));
}

/** Nearest junctions tried at each end (the best of them wins, so a route does not double back). */
const ENTRY_JUNCTIONS = 4;
/** A place farther than this from every junction is not on the network: its routes use the crow's line. */
const MAX_ACCESS_KM = 400;

/**
 * Road km between two points over the network, or undefined when either is off it. `accessKm`
 * gives the road km of a leg of great-circle length gc (to and from the network); `withinCanada`
 * keeps the route on Canadian roads.
 */
export function networkRouteKm(
  a: Point,
  b: Point,
  accessKm: (gc: number) => number,
  withinCanada = false,
): number | undefined {
  const network: Network = withinCanada ? 'canada' : 'all';
  const starts = entries(network, a, accessKm);
  const ends = entries(network, b, accessKm);
  let best = Infinity;
  for (const start of starts) {
    const km = networkKm(network, start.name);
    for (const end of ends) best = Math.min(best, start.km + (km.get(end.name) ?? Infinity) + end.km);
  }
  return Number.isFinite(best) ? best : undefined;
}

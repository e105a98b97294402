import { readFile } from 'node:fs/promises';
import { cityKey as nameKey } from '../../geo/names.ts';

// Matching year + make + model against the vPIC catalog (spec 2.7: a vehicle's year, make and
// model must match each other). The catalog (built by data/build-vehicle-catalog.ts) is read on
// first use and searched by key: beside this module here, beside index.mjs in a Lambda asset.

const catalogFile = new URL('./data/vehicles.psv', import.meta.url);

export interface CatalogVehicle {
  make: string;
  model: string;
  firstYear: number;
  lastYear: number | undefined;
  vehicleClass: string;
}

let catalog: Promise<string> | undefined;
const vehicleRows = () => (catalog ??= readFile(catalogFile, 'utf8'));

/** The catalog vehicle with this make and model built in this year, if any. */
export async function matchVehicle(
  year: number,
  makeName: string,
  modelName: string,
): Promise<CatalogVehicle | undefined> {
  const text = await vehicleRows();
  const key = `\n${nameKey(makeName)}/${nameKey(modelName)}|`;
  // A make/model can have several rows (vPIC lists some makes twice); take the one whose years fit.
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    const start = at + key.length;
    const [make, model, first, last, vehicleClass] = text.slice(start, text.indexOf('\n', start)).split('|') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const vehicle = { make, model, firstYear: Number(first), lastYear: last ? Number(last) : undefined, vehicleClass };
    if (year >= vehicle.firstYear && (vehicle.lastYear === undefined || year <= vehicle.lastYear)) return vehicle;
  }
  return undefined;
}

/** Whether the catalog knows this make, and this make's model, in any year. */
export async function knownMakeAndModel(
  makeName: string,
  modelName: string,
): Promise<{ make: boolean; model: boolean }> {
  const text = await vehicleRows();
  return {
    make: text.includes(`\n${nameKey(makeName)}/`),
    model: text.includes(`\n${nameKey(makeName)}/${nameKey(modelName)}|`),
  };
}

// Matching year + make + model against the vPIC catalog (spec 2.7: a vehicle's year, make and
// model must match each other). Parsed on first use.

export interface CatalogVehicle {
  make: string;
  model: string;
  firstYear: number;
  lastYear: number | undefined;
  vehicleClass: string;
}

let catalog: Promise<Map<string, CatalogVehicle[]>> | undefined;

const normal = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

async function load(): Promise<Map<string, CatalogVehicle[]>> {
  const { vehicleRows } = await import('./data/vehicle-catalog.generated.ts');
  const byMakeModel = new Map<string, CatalogVehicle[]>();
  for (const row of vehicleRows.split('\n')) {
    const [make, model, first, last, vehicleClass] = row.split('|') as [string, string, string, string, string];
    const key = `${normal(make)}|${normal(model)}`;
    const list = byMakeModel.get(key) ?? [];
    list.push({ make, model, firstYear: Number(first), lastYear: last ? Number(last) : undefined, vehicleClass });
    byMakeModel.set(key, list);
  }
  return byMakeModel;
}

/** The catalog vehicle with this make and model built in this year, if any. */
export async function matchVehicle(year: number, makeName: string, modelName: string): Promise<CatalogVehicle | undefined> {
  const candidates = (await (catalog ??= load())).get(`${normal(makeName)}|${normal(modelName)}`) ?? [];
  return candidates.find((v) => year >= v.firstYear && (v.lastYear === undefined || year <= v.lastYear));
}

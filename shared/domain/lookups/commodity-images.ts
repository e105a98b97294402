import { NotFoundError } from '../../errors.ts';
import type { Language } from '../../language/language.ts';
import { commodityNames, parentCommodityOf } from './lookups.ts';

// The category image of a commodity (spec 2.10 `imageUrl` of a listing without a gallery image):
// a fixed-size SVG card, coloured by parent commodity and named in the caller's language.

const WIDTH = 320;
const HEIGHT = 240;
const colours: Record<string, string> = {
  Vehicles: '#1f5f8b',
  MotorcyclesPowerSports: '#8b3a1f',
  Boats: '#176d6d',
  HouseholdGoods: '#6b4f2a',
  Pets: '#7a3e7a',
  LessThanTruckload: '#4a5a1f',
  BusinessIndustrial: '#44505c',
  VehicleBoatFoodAgriculture: '#2f6b3a',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function commodityImage(commodity: string, language: Language): string {
  const names = commodityNames(commodity, language);
  const parent = parentCommodityOf(commodity);
  if (!names || !parent)
    throw new NotFoundError(`'${commodity}' is not a commodity of GET /v2/lookups/commodities.`, 'commodity');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `role="img" aria-label="${escapeXml(names.commodity)}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours[parent] ?? '#555'}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="22" text-anchor="middle" ` +
    `dominant-baseline="middle">${escapeXml(names.commodity)}</text>` +
    '</svg>'
  );
}

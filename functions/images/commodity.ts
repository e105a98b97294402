import { endpoint } from '../../shared/http/endpoint.ts';
import { commodityImage } from '../../shared/domain/lookups/commodity-images.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CommodityPath } from '../../shared/schemas/paths.ts';

// The category image search results point to (spec 2.10 imageUrl). Public, like any image on a
// web page; it changes only with a release, so caches may keep it a day.
export const handler = endpoint(async ({ pathParameters, language }) => ({
  status: 200,
  binary: Buffer.from(commodityImage(parseInput(CommodityPath, pathParameters, 'path').commodity, language)),
  headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
}));

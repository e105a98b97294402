import { BeyondReach } from '../../data/errors.ts';
import { ValidationError } from '../../errors.ts';

// How far a list paged with $skip reads (docs/performance.md, "Reads bounded by the page"): the data layer reads no
// page that starts past it (shared/data/query.ts), and every such list refuses one in the same words, these.

/** The page `read` gives; a page past its list's reach is a 400 naming $skip. */
export async function withinReach<Page>(read: Promise<Page>): Promise<Page> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof BeyondReach)
      throw ValidationError.field(
        '$skip',
        `A list pages through its first ${error.reach} entries ($skip at most ${error.reach}).`,
      );
    throw error;
  }
}

// BatchGetItem and BatchWriteItem may leave part of a request unprocessed (throttling, or the
// 16 MB limit); the rest is sent again after a growing pause until nothing is left.

export async function untilProcessed<T>(requests: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = requests;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    pending = await send(pending);
  }
}

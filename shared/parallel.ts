// Many requests of one operation, a few in flight at once: enough to overlap round trips, not
// enough to flood the table or the SDK's connection pool.

export async function forEachInParallel<T>(
  items: readonly T[],
  limit: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * `work` on every item, at most `limit` at once, results in the items' order. The first failure
 * aborts the signal given to the items still running and is what the call rejects with: a
 * partial set of results is never returned.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const failed = new AbortController();
  const itemSignal = AbortSignal.any([signal, failed.signal]);
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !itemSignal.aborted) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, itemSignal);
      } catch (error) {
        failed.abort(error);
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  signal.throwIfAborted();
  return results;
}

/**
 * Runs tasks one after another per key, concurrently across keys: a process never races itself
 * for the same resource (here, an organization's next project number).
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with queued or running tasks, for tests. */
    size: () => tails.size,
  };
}
export type KeyedQueue = ReturnType<typeof createKeyedQueue>;

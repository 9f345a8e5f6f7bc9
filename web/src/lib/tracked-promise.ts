type Tracked = { status?: 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };

/**
 * Marks a promise settled once it is, the way React's `use` reads it: a promise already
 * fulfilled renders at once instead of suspending (and showing a fallback) one more time, and
 * one already rejected throws to the nearest error boundary.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** Whether a tracked promise has settled, so `use` would not suspend on it. */
export const settled = (promise: Promise<unknown>) => (promise as Tracked).status !== undefined;

/**
 * Marks a promise fulfilled once it is, the way React's `use` reads it: a promise already
 * fulfilled renders at once instead of suspending (and showing a fallback) one more time.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined, // `use` throws the failure to the nearest error boundary
  );
  return promise;
}

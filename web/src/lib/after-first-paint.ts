/** Resolves in a new task, so the browser may paint or handle a tap in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted a frame: a task queued from an animation frame runs
 * after that frame's paint. A hidden tab paints nothing, so it resolves at once there.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => void nextTask().then(resolve));
  });
}

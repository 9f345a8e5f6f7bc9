import { useRef, useState, type TouchEvent } from 'react';

const swipeThresholdPx = 40;

/**
 * The moving part every carousel shares: which slide shows, going to another one (looping
 * at both ends), and a horizontal swipe of at least 40 px turning one slide on.
 */
export function useSlides(count: number) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const swipe = {
    onTouchStart: (event: TouchEvent) => {
      touchStart.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < swipeThresholdPx) return;
      go(end < start ? current + 1 : current - 1);
    },
  };
  return { current, go, setIndex, swipe };
}

import { useRef, type TouchEvent } from 'react';

/**
 * Touch handlers that report a sideways swipe: `onSwipe(1)` for a swipe to the left (the next
 * month, as a page turns), `onSwipe(-1)` to the right, once the finger has moved more than
 * `threshold` pixels sideways and more sideways than up or down (spec §9: threshold 10).
 */
export function useSwipe(threshold: number, onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const [sideways, upOrDown] = [touch.clientX - from.x, touch.clientY - from.y];
      if (Math.abs(sideways) > threshold && Math.abs(sideways) > Math.abs(upOrDown)) onSwipe(sideways < 0 ? 1 : -1);
    },
  };
}

import type { LatLng } from '@groundwork/contracts';

export interface HoverSchedulerOptions<T> {
  /** How long the pointer must rest before a lookup (spec: 300 ms). */
  delayMs: number;
  /** Moves smaller than this in both latitude and longitude are ignored (spec: 0.00001 degrees). */
  minMoveDegrees: number;
  /** The lookup; its signal aborts when the pointer moves on or leaves. */
  lookup: (point: LatLng, signal: AbortSignal) => Promise<T>;
  /** The result of the latest lookup, never one overtaken by a later move. */
  onResult: (result: T, point: LatLng) => void;
  /** A failed lookup that was not aborted. */
  onError?: (error: unknown, point: LatLng) => void;
}

export interface HoverScheduler {
  /** The pointer is over `point` (map coordinates). */
  move: (point: LatLng) => void;
  /** The pointer left the map: nothing pending, nothing in flight. */
  leave: () => void;
}

/**
 * Debounced hover lookups: one lookup once the pointer has rested for `delayMs`, none for
 * jitter below `minMoveDegrees`, and a lookup overtaken by a later move is aborted and ignored.
 */
export function createHoverScheduler<T>({ delayMs, minMoveDegrees, lookup, onResult, onError }: HoverSchedulerOptions<T>): HoverScheduler {
  let lastPoint: LatLng | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };

  const run = (point: LatLng) => {
    timer = undefined;
    const controller = new AbortController();
    inFlight = controller;
    lookup(point, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        onResult(result, point);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        onError?.(error, point);
      },
    );
  };

  return {
    move(point) {
      if (lastPoint && Math.abs(point.lat - lastPoint.lat) < minMoveDegrees && Math.abs(point.lng - lastPoint.lng) < minMoveDegrees) {
        return;
      }
      cancel();
      lastPoint = point;
      timer = setTimeout(() => run(point), delayMs);
    },
    leave() {
      cancel();
      lastPoint = null;
    },
  };
}

import type { LandUse } from '@groundwork/contracts';

/** One window of an aerial photograph for the vision model to label. */
export interface AerialSample {
  /** Unique within one `read` call: the key of its reading. */
  id: string;
  year: number;
  direction: 'subject' | 'north' | 'south' | 'east' | 'west';
  address: string;
  /** PNG bytes of the crop: the sampled window with context, the window outlined */
  png: Uint8Array;
  ftPerPx: number;
}

/** The model's reading of one sample (`reason` at most 500 characters, as `LandUseReading` keeps it). */
export interface AerialVisionReading {
  label: LandUse;
  confidence: number;
  reason: string;
}

export interface AerialVisionReadOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface AerialVisionReader {
  /** The vision model's name, as configured. */
  model: string;
  /**
   * A reading per sample id; null when the model gave no valid answer for that sample (failed,
   * too slow, a label outside the seven, beyond the budget). Rejects only when `signal` aborts.
   */
  read(samples: AerialSample[], options?: AerialVisionReadOptions): Promise<Map<string, AerialVisionReading | null>>;
}

/** What became of each sample, for the logs: a null reading always has an event saying why. */
export type AerialVisionEvent =
  | { type: 'read'; sampleId: string; attempts: number; ms: number }
  | { type: 'unanswered'; sampleId: string; code: string; message: string }
  /** No further requests: the server refused one (a bad key, a model without vision) or the time budget ran out. */
  | { type: 'stopped'; reason: string };

import type { AerialSample, AerialVisionReader } from '@groundwork/ai';
import { aerialStudyResultSchema, aerialStudySummary, LOW_CONFIDENCE, type AerialPrediction, type AerialStudyResult } from '@groundwork/contracts';
import { reviewCropPng } from '@groundwork/doc-processing';
import type { Logger } from '@groundwork/service-kit';
import { photoAttachmentName } from './aerial';
import type { StudyExtraction } from './extract-study';

/** The vision model's reading is bounded by its own budget and the job's signal: while it runs the job is alive. */
const HEARTBEAT_MS = 5_000;

export interface VisionCrossCheck {
  extraction: StudyExtraction;
  reader: AerialVisionReader;
  signal: AbortSignal;
  log: Logger;
  touch: () => void;
}

const sampleId = (row: Pick<AerialPrediction, 'year' | 'direction' | 'address'>) => `${row.year}|${row.direction}|${row.address}`;

/**
 * A prediction read again by the vision model: its reading shown, the offline one kept as the
 * cross-check. When the two disagree the cell is shown at most at LOW_CONFIDENCE, so the
 * consultant checks it; without a vision answer the offline reading stays.
 */
export function withVisionReading(row: AerialPrediction, vision: AerialPrediction['vision']): AerialPrediction {
  if (!vision) return row;
  const agree = vision.label === row.offline.label;
  const confidence = agree ? Math.max(vision.confidence, row.offline.confidence) : Math.min(vision.confidence, LOW_CONFIDENCE);
  return { ...row, vision, label: vision.label, confidence: Math.round(confidence * 1000) / 1000 };
}

/** The samples of an aerial result: each cell's crop (its window with context, outlined) from its photograph. */
async function samplesOf(result: AerialStudyResult, photos: Map<string, Uint8Array>): Promise<AerialSample[]> {
  const samples: AerialSample[] = [];
  for (const row of result.predictions) {
    const photo = photos.get(photoAttachmentName(row.photo));
    const meta = result.photos[row.photo];
    if (!photo || !meta) continue;
    samples.push({
      id: sampleId(row),
      year: row.year,
      direction: row.direction,
      address: row.address,
      png: await reviewCropPng(photo, row.window),
      ftPerPx: meta.ft_per_px,
    });
  }
  return samples;
}

/**
 * The aerial study's readings cross-checked by a vision model (the AI layer, when configured):
 * every cell's crop is read by the model, which never throws for a sample (an unanswered one keeps
 * its offline reading). Throws only when the job's signal aborted. Null when the result is not an
 * aerial one.
 */
export async function crossCheckWithVision({ extraction, reader, signal, log, touch }: VisionCrossCheck): Promise<StudyExtraction | null> {
  const parsed = aerialStudyResultSchema.safeParse(extraction.result);
  if (!parsed.success) {
    log.warn({ err: parsed.error }, 'vision cross-check skipped: the result is not an aerial result');
    return null;
  }
  const result = parsed.data;
  const photos = new Map((extraction.attachments ?? []).map((file) => [file.name, new Uint8Array(Buffer.from(file.base64, 'base64'))]));
  const heartbeat = setInterval(touch, HEARTBEAT_MS);
  let readings: Awaited<ReturnType<AerialVisionReader['read']>>;
  try {
    readings = await reader.read(await samplesOf(result, photos), { signal, onProgress: () => touch() });
  } finally {
    clearInterval(heartbeat);
  }
  signal.throwIfAborted();
  const predictions = result.predictions.map((row) => withVisionReading(row, readings.get(sampleId(row)) ?? null));
  const answered = predictions.filter((row) => row.vision !== null).length;
  const checked: AerialStudyResult = { ...result, predictions, classifier: answered > 0 ? `offline+vision:${reader.model}` : result.classifier };
  const warnings = [...(extraction.warnings ?? [])];
  if (answered < predictions.length) {
    warnings.push(`The vision model did not read ${predictions.length - answered} of ${predictions.length} cells; they show the offline classifier's reading.`);
  }
  log.info({ vision: reader.model, answered, cells: predictions.length }, 'aerial cells cross-checked by the vision model');
  return { ...extraction, result: checked, summary: aerialStudySummary(checked), warnings };
}

import { LAND_USES } from '@groundwork/contracts';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AerialSample } from './types';

/** The prompt version the reader sends (`aerial-land-use.v1`), recorded with each answer. */
export const AERIAL_LAND_USE_PROMPT = { name: 'aerial-land-use', version: 1 } as const;

/** The answer as the model must give it: a label outside the seven fails validation, never mapped to one. */
export const aerialLandUseAnswerSchema = z.object({
  label: z.enum(LAND_USES),
  confidence: z.number().min(0).max(1),
  reason: z.string(),
});

const PROPERTY: Record<AerialSample['direction'], string> = {
  subject: 'the site itself (subject property)',
  north: 'the property adjoining the site to the north',
  south: 'the property adjoining the site to the south',
  east: 'the property adjoining the site to the east',
  west: 'the property adjoining the site to the west',
};

/** The user message: what the crop is, in words, then the crop itself as a PNG data URL. */
export function sampleMessage(sample: AerialSample): ChatCompletionContentPart[] {
  const text = [
    `Photograph year: ${sample.year}`,
    `Property: ${PROPERTY[sample.direction]}, ${sample.address}`,
    `Scale: ${Number(sample.ftPerPx.toPrecision(3))} ft per pixel`,
    `What occupied the outlined window in ${sample.year}?`,
  ].join('\n');
  return [
    { type: 'text', text },
    { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(sample.png).toString('base64')}` } },
  ];
}

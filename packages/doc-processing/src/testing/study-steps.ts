// Study steps for the isolated runner's tests (loaded by the extraction process by file URL).
import type { IntakeResult } from '../types';

export const stepUrl = new URL(import.meta.url).href;

/** A well-behaved study: counts the intake's lines. */
export function countLines(intake: IntakeResult, input: { label: string }): { label: string; lines: number } {
  return { label: input.label, lines: intake.pages.reduce((sum, page) => sum + page.lines.length, 0) };
}

/** A study stuck in a loop for `ms` (longer than any test's time limit). */
export function spin(_intake: IntakeResult, { ms }: { ms: number }): number {
  const until = Date.now() + ms;
  let turns = 0;
  while (Date.now() < until) turns += 1;
  return turns;
}

/** A study that keeps taking memory outside the JavaScript heap, 32 MB every 10 ms, up to `mb`. */
export async function hoard(_intake: IntakeResult, { mb }: { mb: number }): Promise<number> {
  const kept: Buffer[] = [];
  while (kept.length * 32 < mb) {
    kept.push(Buffer.alloc(32 * 1024 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return kept.length;
}

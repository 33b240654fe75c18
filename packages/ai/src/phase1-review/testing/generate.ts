import { composeReport, type TocEntry } from './compose';
import type { Block, TocLine } from './document';
import { drawFacts } from './facts';
import { familyByName } from './families';
import { tocLineText } from './layout-text';
import type { Phase1Outcome } from './outcomes';
import { paginate } from './paginate';
import type { Phase1Format, RenderInput, RenderOutput } from './rendered';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { renderTxt } from './render-txt';
import { buildTruth, type Phase1Truth } from './truth';

export interface GenerateOptions {
  family: string;
  outcome: Phase1Outcome;
  seed: number;
  format: Phase1Format;
}

export interface GeneratedReport {
  files: { name: string; bytes: Uint8Array };
  /** The text of each page as the generator laid it out (1-based page n is pages[n - 1]). */
  pages: Array<{ page: number; text: string }>;
  truth: Phase1Truth;
}

function tocLines(entries: TocEntry[], pageOf: (heading: string) => number): TocLine[] {
  return entries.map((entry) => ({
    label: entry.label,
    page: pageOf(entry.heading),
    text: tocLineText(entry.label, pageOf(entry.heading)),
    marks: entry.distractor ? [{ role: 'distractor', quote: entry.label, kind: 'toc' }] : [],
  }));
}

/** Pages with the contents filled in: laid out once with placeholder numbers (same line count), then numbered. */
function paginateWithContents(blocks: Block[], entries: TocEntry[]): Block[][] {
  const withToc = (pageOf: (heading: string) => number) =>
    blocks.map((block) => (block.type === 'toc' ? { ...block, lines: tocLines(entries, pageOf) } : block));
  const pages = paginate(withToc(() => 999));
  const headingPages = new Map<string, number>();
  pages.forEach((page, index) => {
    for (const block of page) if (block.type === 'heading' && !headingPages.has(block.text)) headingPages.set(block.text, index + 1);
  });
  return paginate(withToc((heading) => headingPages.get(heading) ?? 0));
}

const RENDERERS: Record<Phase1Format, (input: RenderInput) => RenderOutput | Promise<RenderOutput>> = { txt: renderTxt, docx: renderDocx, pdf: renderPdf };

/** A synthetic Phase I ESA report in one family's layout, with exact truth. Same options, same report. */
export async function generatePhase1Report({ family: familyName, outcome, seed, format }: GenerateOptions): Promise<GeneratedReport> {
  const family = familyByName(familyName);
  const facts = drawFacts(family.name, outcome, seed);
  const composed = composeReport(facts, family, seed);
  const pages = paginateWithContents(composed.blocks, composed.toc);
  const rendered = await RENDERERS[format]({ pages, family, facts });
  const name = `phase1_synth_${family.name}_${outcome.toLowerCase()}_s${seed}.${format}`;
  return {
    files: { name, bytes: rendered.bytes },
    pages: rendered.pageTexts.map((text, index) => ({ page: index + 1, text })),
    truth: buildTruth(facts, family.name, pages, name, format),
  };
}

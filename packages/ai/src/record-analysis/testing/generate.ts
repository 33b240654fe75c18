import { paginate } from '../../phase1-review/testing/paginate';
import { Rng, subSeed } from '../../phase1-review/testing/prng';
import { drawFacts } from './facts';
import { kindContent, type SupportingKind } from './kinds';
import { renderDocument, type SupportingFormat } from './render';
import { STYLE_SPECS, type SupportingStyle } from './styles';
import { buildTruth, type GeneratedSupportingTruth } from './truth';

export interface SupportingOptions {
  style: SupportingStyle;
  kind: SupportingKind;
  seed: number;
  format: SupportingFormat;
}

export interface GeneratedSupportingDocument {
  files: { name: string; bytes: Uint8Array };
  /** Each page's text as laid out (for `txt` exactly the file split on form feeds). */
  pages: Array<{ page: number; text: string }>;
  truth: GeneratedSupportingTruth;
}

/** One agency document with its truth; the same options always give the same bytes. */
export async function generateSupportingDocument({ style, kind, seed, format }: SupportingOptions): Promise<GeneratedSupportingDocument> {
  const facts = drawFacts(style, kind, seed);
  const rng = new Rng(subSeed(seed, `${style}/${kind}/text`));
  const draft = { facts, kind, content: kindContent(kind, facts, rng), rng };
  const spec = STYLE_SPECS[style];
  const pages = paginate(spec.compose(draft));
  const rendered = await renderDocument(format, pages, spec, facts);
  const name = `supporting_${style}_${kind}_${seed}.${format}`;
  const truth = buildTruth({ draft, style, title: spec.titleOf(draft), printsCopy: spec.printsCopy, pages, file: name, format });
  return {
    files: { name, bytes: rendered.bytes },
    pages: rendered.pageTexts.map((text, index) => ({ page: index + 1, text })),
    truth,
  };
}

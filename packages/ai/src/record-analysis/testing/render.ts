import type { Block } from '../../phase1-review/testing/document';
import type { ReportFacts } from '../../phase1-review/testing/facts';
import type { Family } from '../../phase1-review/testing/families';
import { renderDocx } from '../../phase1-review/testing/render-docx';
import { renderPdf } from '../../phase1-review/testing/render-pdf';
import { renderTxt } from '../../phase1-review/testing/render-txt';
import type { RenderInput, RenderOutput } from '../../phase1-review/testing/rendered';
import type { DocumentFacts } from './facts';
import type { StyleSpec } from './styles';

// The Phase I renderers read a report family's page furniture (running head, footer, font) and
// three facts for the file's metadata; an agency document supplies just those.

export const SUPPORTING_FORMATS = ['txt', 'docx', 'pdf'] as const;
export type SupportingFormat = (typeof SUPPORTING_FORMATS)[number];

type Furniture = Pick<Family, 'name' | 'font' | 'runningHead' | 'footer'>;
type Metadata = Pick<ReportFacts, 'projectNumber' | 'address'> & { consultant: Pick<ReportFacts['consultant'], 'name' | 'short'> };

function renderInput(pages: Block[][], style: StyleSpec, facts: DocumentFacts): RenderInput {
  const furniture: Furniture = {
    name: 'supporting-document',
    font: style.font,
    runningHead: () => style.runningHead(facts),
    footer: (page, total) => style.footer(facts, page, total),
  };
  const metadata: Metadata = {
    consultant: { name: facts.issuer.name, short: facts.issuer.name },
    projectNumber: facts.caseIds[0]!.id,
    address: facts.siteName,
  };
  // The renderers read only these members (see the report's note on generalising RenderInput).
  return { pages, family: furniture as Family, facts: metadata as ReportFacts };
}

const RENDERERS: Record<SupportingFormat, (input: RenderInput) => RenderOutput | Promise<RenderOutput>> = {
  txt: renderTxt,
  docx: renderDocx,
  pdf: renderPdf,
};

export const renderDocument = (format: SupportingFormat, pages: Block[][], style: StyleSpec, facts: DocumentFacts) =>
  Promise.resolve(RENDERERS[format](renderInput(pages, style, facts)));

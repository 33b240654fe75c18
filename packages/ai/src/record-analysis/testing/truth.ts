import type { Block } from '../../phase1-review/testing/document';
import { type DocumentFacts, isoDate, siteAddress } from './facts';
import type { ClosureVerdict, SupportingKind } from './kinds';
import type { SupportingFormat } from './render';
import type { DocumentDraft } from './sections';
import type { SupportingStyle } from './styles';

/** The fixtures' `supporting_document` truth, plus the database record the consultant analyses. */
export interface SupportingTruth {
  file: string;
  family: 'supporting_document';
  variant: string;
  doc_type: SupportingKind;
  title: string;
  db_closure_verdict: ClosureVerdict;
  case_ids: string[];
  agency_names: string[];
  closure_date: string | null;
  document_date: string;
  site_name: string;
  site_address: string;
  substance: string;
  page_count: number;
  evidence: Array<{ page: number; quote: string }>;
  format: SupportingFormat;
}

export interface SupportingRecord {
  case_id: string;
  site_name: string;
  site_address: string;
}

/** The evidence quotes with the page the paginator put their paragraph on. */
function evidenceOf(pages: Block[][]): SupportingTruth['evidence'] {
  return pages.flatMap((blocks, index) =>
    blocks.flatMap((block) =>
      block.type === 'paragraph' ? block.marks.filter((mark) => mark.role === 'evidence').map((mark) => ({ page: index + 1, quote: mark.quote })) : [],
    ),
  );
}

const agencyNames = (facts: DocumentFacts, printsCopy: boolean) => (printsCopy && facts.copied ? [facts.issuer.name, facts.copied] : [facts.issuer.name]);

export interface TruthInput {
  draft: DocumentDraft;
  style: SupportingStyle;
  title: string;
  printsCopy: boolean;
  pages: Block[][];
  file: string;
  format: SupportingFormat;
}

/** A generated document's truth: the fixtures' fields and the record it is read for. */
export interface GeneratedSupportingTruth extends SupportingTruth {
  record: SupportingRecord;
}

export function buildTruth({ draft, style, title, printsCopy, pages, file, format }: TruthInput): GeneratedSupportingTruth {
  const { facts, content, kind } = draft;
  const address = siteAddress(facts).toUpperCase();
  return {
    file,
    family: 'supporting_document',
    variant: style,
    doc_type: kind,
    title,
    db_closure_verdict: content.verdict,
    case_ids: facts.caseIds.map((caseId) => caseId.id),
    agency_names: agencyNames(facts, printsCopy),
    closure_date: content.closureDate ? isoDate(content.closureDate) : null,
    document_date: isoDate(facts.documentDate),
    site_name: facts.siteName.toUpperCase(),
    site_address: address,
    substance: facts.substance.name,
    page_count: pages.length,
    evidence: evidenceOf(pages),
    format,
    record: {
      case_id: (kind === 'different_case' ? facts.recordCaseId : facts.caseIds[0]!).id,
      site_name: facts.siteName.toUpperCase(),
      site_address: address,
    },
  };
}

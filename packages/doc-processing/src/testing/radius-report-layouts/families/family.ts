import type { Random } from '../../city-directory-layouts/random';
import type { ReportFlow, TextOptions } from '../flow';
import type { ReportModel } from '../model';
import type { ReportStyle } from '../style';
import type { DetailPages, PrintedFields } from '../truth';
import type { MapIdStyle } from '../model';

export interface FamilyContext {
  flow: ReportFlow;
  model: ReportModel;
  style: ReportStyle;
  random: Random;
  pages: DetailPages;
}

export interface LayoutFamilyDefinition {
  description: string;
  /** The map id styles the family's vendors use. */
  mapIds: readonly MapIdStyle[];
  /** Which fields the family prints; may depend on the seed's choices. */
  printed: (random: Random) => PrintedFields;
  /** Draws everything after the cover: summary, records, orphans, appendix. */
  draw: (context: FamilyContext, printed: PrintedFields) => void;
}

export const regular = (style: ReportStyle, grow = 0): TextOptions => ({ font: style.font, size: style.size + grow });
export const bold = (style: ReportStyle, grow = 0): TextOptions => ({ font: style.bold, size: style.size + grow });
export const leading = (style: ReportStyle) => Math.round(style.size * 1.38 * 10) / 10;

/** A section heading at the cursor. */
export function heading(context: FamilyContext, text: string, grow = 3): void {
  const { flow, style } = context;
  flow.ensure(leading(style) * 4);
  flow.text(text, flow.left, flow.y, bold(style, grow));
  flow.y += leading(style) * 2;
}

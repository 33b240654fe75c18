import { blockLines } from './layout-text';
import type { RenderInput, RenderOutput } from './rendered';

/** Plain text: a running head, the body at 92 columns and a footer per page; form feeds between pages. */
export function renderTxt({ pages, family, facts }: RenderInput): RenderOutput {
  const total = pages.length;
  const pageTexts = pages.map((blocks, index) => {
    const body = blocks.flatMap(blockLines);
    const head = index === 0 ? [] : [family.runningHead(facts), ''];
    return [...head, ...body, '', family.footer(index + 1, total, facts)].join('\n');
  });
  return { bytes: new TextEncoder().encode(pageTexts.join('\f')), pageTexts };
}

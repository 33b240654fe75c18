/** How a report may print a contaminant of concern; truth keeps the short name. */
export interface ContaminantName {
  short: string;
  long: string;
}

export const CONTAMINANTS: Record<string, ContaminantName> = {
  PCE: { short: 'PCE', long: 'tetrachloroethylene (PCE)' },
  TCE: { short: 'TCE', long: 'trichloroethylene (TCE)' },
  'vinyl chloride': { short: 'vinyl chloride', long: 'vinyl chloride' },
  'petroleum hydrocarbons': { short: 'petroleum hydrocarbons', long: 'total petroleum hydrocarbons (TPH)' },
  benzene: { short: 'benzene', long: 'benzene' },
  MTBE: { short: 'MTBE', long: 'methyl tert-butyl ether (MTBE)' },
  chromium: { short: 'chromium', long: 'hexavalent chromium' },
  PCBs: { short: 'PCBs', long: 'polychlorinated biphenyls (PCBs)' },
  arsenic: { short: 'arsenic', long: 'arsenic' },
  lead: { short: 'lead', long: 'lead' },
};

export type ContaminantStyle = 'short' | 'long';

/** "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function printContaminants(names: readonly string[], style: ContaminantStyle): string {
  return joinList(names.map((name) => CONTAMINANTS[name]?.[style] ?? name));
}

import type { SoilRow } from '@groundwork/contracts';

/** A soil row with a key unique in its table (a map unit may list a component name twice). */
export type SoilTableRow = SoilRow & { key: string };

export const soilTableRows = (rows: readonly SoilRow[]): SoilTableRow[] => rows.map((row, index) => ({ ...row, key: `${row.mukey}-${index}` }));

/** Tag colours of the hydrologic soil groups; a dual group (e.g. 'A/D') takes its first group's. */
export const HYDROLOGIC_GROUP_COLORS: Readonly<Record<string, string>> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };

export const hydrologicGroupColor = (group: string): string | undefined => HYDROLOGIC_GROUP_COLORS[group.trim().charAt(0).toUpperCase()];

import { soilsResultSchema, type SoilsResult } from '@groundwork/contracts';

/** The browser's copy of the project's last soils result, `soils-data-<projectId>`; anything else reads as none. */
export function cachedSoils(entry: Record<string, unknown> | null): SoilsResult | null {
  const parsed = soilsResultSchema.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

/** The nine tabs of the project page (spec 01 section 2), each rendered by a remote. */
export const projectTabs = [
  { key: 'adjoining', label: 'Adjoining Properties', module: 'mfe_mapping/AdjoiningPropertiesTab' },
  { key: 'directory', label: 'City Directory', module: 'mfe_studies/CityDirectoryTab' },
  { key: 'soils', label: 'Soils/Geology', module: 'mfe_studies/SoilsTab' },
  { key: 'aerial', label: 'Aerial Review', module: 'mfe_studies/AerialTab' },
  { key: 'topography', label: 'Topography', module: 'mfe_studies/TopographyTab' },
  { key: 'fire-map', label: 'Fire Insurance Map', module: 'mfe_studies/FireMapTab' },
  { key: 'review-phase1', label: 'Review Phase 1', module: 'mfe_review/ReviewPhase1Tab' },
  { key: 'database', label: 'Regulatory Database', module: 'mfe_studies/DatabaseTab' },
  { key: 'report', label: 'Report Generation', module: 'mfe_studies/ReportTab' },
] as const;

export type ProjectTab = (typeof projectTabs)[number];
export type ProjectTabKey = ProjectTab['key'];

export const defaultProjectTab: ProjectTab = projectTabs[0];

/** The tab named by the `tab` query parameter; the default tab when it is absent or unknown. */
export function resolveProjectTab(tabParam: string | null): ProjectTab {
  return projectTabs.find((tab) => tab.key === tabParam) ?? defaultProjectTab;
}

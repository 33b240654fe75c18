/** Every exposed module the shell renders, by route. Remote URLs come from /remotes.json. */
export const remoteModules = {
  landing: 'mfe_marketing/LandingPage',
  demo: 'mfe_marketing/DemoPage',
  projectsDashboard: 'mfe_projects/ProjectsDashboard',
  regulatoryAnalysis: 'mfe_review/RegulatoryAnalysisPage',
} as const;

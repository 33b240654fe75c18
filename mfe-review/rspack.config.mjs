import { createRemoteConfig } from '@groundwork/config/rspack';

export default createRemoteConfig({
  name: 'mfe_review',
  dir: import.meta.dirname,
  devPort: 3005,
  title: 'Groundwork mfe-review (standalone)',
  exposes: {
    './ReviewPhase1Tab': './src/features/review-phase1/ReviewPhase1Tab.tsx',
    './RegulatoryAnalysisPage': './src/features/regulatory-analysis/RegulatoryAnalysisPage.tsx',
  },
});

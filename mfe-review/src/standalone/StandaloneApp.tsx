import { ApiProvider } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { StandaloneRemote } from '@groundwork/design-system/components';
import { Route } from 'react-router-dom';
import ReviewPhase1Tab from '../features/review-phase1/ReviewPhase1Tab';
import RegulatoryAnalysisPage from '../features/regulatory-analysis/RegulatoryAnalysisPage';

const screens = [
  { label: 'Review Phase 1', link: '/projects/demo-project?tab=review-phase1' },
  { label: 'Regulatory Analysis', link: '/projects/demo-project/regulatory-analysis/0' },
];
const projectTabs = { 'review-phase1': ReviewPhase1Tab };

/** Development page for running this remote alone (`pnpm dev`); never loaded by the shell. */
export function StandaloneApp() {
  return (
    <AppThemeProvider>
      <ApiProvider>
        <StandaloneRemote remoteName="mfe_review" screens={screens} projectTabs={projectTabs}>
          <Route path="/projects/:projectId/regulatory-analysis/:itemIndex" element={<RegulatoryAnalysisPage />} />
        </StandaloneRemote>
      </ApiProvider>
    </AppThemeProvider>
  );
}

import { SectionHeading } from '@groundwork/design-system';

/**
 * Exposed as `mfe_review/RegulatoryAnalysisPage`; the shell renders it on
 * /projects/:projectId/regulatory-analysis/:itemIndex.
 */
export default function RegulatoryAnalysisPage() {
  return (
    <main style={{ padding: 24 }}>
      <SectionHeading title="Regulatory Analysis" align="start" level={1} />
    </main>
  );
}

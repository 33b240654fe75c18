import type { ReportAnalysis } from '@groundwork/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { WRITER_LABELS } from '../model/report-copy';
import { DataGapsTable } from './DataGapsTable';
import { FindingsList } from './FindingsList';
import { LevelTag } from './LevelTag';
import { RecommendationsList } from './RecommendationsList';

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** Spec 02 section 3's analysis with the findings' sources and the data gaps beside it. */
export function ReportAnalysisView({ analysis }: { analysis: ReportAnalysis }) {
  return (
    <Flex vertical gap={8} data-testid="report-analysis">
      <Typography.Text type="secondary" data-testid="report-writer">
        {WRITER_LABELS[analysis.writer]}
      </Typography.Text>
      <Part title="Summary" testId="report-summary">
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{analysis.summary}</Typography.Paragraph>
      </Part>
      <Part title="Risk Assessment" testId="report-risk">
        <Flex gap={8} align="baseline">
          <LevelTag level={analysis.riskAssessment.level} testId="report-risk-level" />
          <Typography.Text>{analysis.riskAssessment.description}</Typography.Text>
        </Flex>
      </Part>
      <Part title="Key Findings" testId="report-key-findings">
        {analysis.keyFindings.length === 0 ? (
          <Typography.Text type="secondary">No key findings.</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {analysis.keyFindings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Findings" testId="report-findings-part">
        <FindingsList findings={analysis.findings} />
      </Part>
      <Part title="Data Gaps" testId="report-data-gaps-part">
        <DataGapsTable gaps={analysis.dataGaps} />
      </Part>
      <Part title="Recommendations" testId="report-recommendations-part">
        <RecommendationsList recommendations={analysis.recommendations} />
      </Part>
    </Flex>
  );
}

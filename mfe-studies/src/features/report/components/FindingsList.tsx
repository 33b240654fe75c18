import type { ReportFinding, SourceRef } from '@groundwork/contracts';
import { DirectionTag } from '@groundwork/design-system/base';
import { Flex, Tag, Typography } from 'antd';
import { findingClassColor, sourceLabel } from '../model/report-copy';

/** One source of a finding; its quote opens beneath it, so the EP can check the words cited. */
function SourceItem({ source }: { source: SourceRef }) {
  const label = sourceLabel(source);
  return (
    <li data-testid="report-finding-source">
      {source.quote ? (
        <details>
          <summary>{label}</summary>
          <blockquote style={{ margin: '4px 0 4px 16px' }}>
            <Typography.Text type="secondary">“{source.quote}”</Typography.Text>
          </blockquote>
        </details>
      ) : (
        label
      )}
    </li>
  );
}

/** The report's findings, each with its class, its property and every source it rests on. */
export function FindingsList({ findings }: { findings: readonly ReportFinding[] }) {
  if (findings.length === 0) return <Typography.Text type="secondary">No findings.</Typography.Text>;
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="report-findings">
      {findings.map((finding, index) => (
        <li key={`${finding.direction}-${index}`} data-testid="report-finding" style={{ marginBottom: 12 }}>
          <Flex gap={8} align="center" wrap>
            <Tag color={findingClassColor(finding.classification)} data-testid="report-finding-class">
              {finding.classification}
            </Tag>
            <DirectionTag direction={finding.direction} />
          </Flex>
          <Typography.Paragraph style={{ margin: '4px 0' }}>{finding.text}</Typography.Paragraph>
          <Typography.Text type="secondary">Sources</Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {finding.sources.map((source, sourceIndex) => (
              <SourceItem key={`${sourceLabel(source)}-${sourceIndex}`} source={source} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

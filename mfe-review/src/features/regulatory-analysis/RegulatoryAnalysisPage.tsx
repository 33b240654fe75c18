import { ArrowLeftOutlined } from '@ant-design/icons';
import { SectionHeading } from '@groundwork/design-system';
import { Button, Card, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

/**
 * Exposed as `mfe_review/RegulatoryAnalysisPage`; the shell renders it on
 * /projects/:projectId/regulatory-analysis/:itemIndex?summary=... (spec 02 section 2): back to the
 * project's database tab, and the record's summary as the Regulatory Database tab passed it. The
 * supporting-document analysis is issue 18's.
 */
export default function RegulatoryAnalysisPage() {
  const { projectId = '', itemIndex = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const summary = searchParams.get('summary')?.trim() ?? '';
  return (
    <main style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 960 }}>
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/projects/${encodeURIComponent(projectId)}?tab=database`)}>
          Back to Regulatory Database
        </Button>
      </div>
      <SectionHeading title="Regulatory Analysis" align="start" level={1} />
      <Card title={`Initial summary (record ${Number(itemIndex) + 1 || itemIndex})`}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{summary || 'No summary was passed for this record.'}</Typography.Paragraph>
      </Card>
    </main>
  );
}

import { ExportOutlined } from '@ant-design/icons';
import type { NarrativeItem } from '@groundwork/contracts';
import { Card, Flex, Typography } from 'antd';

export const NO_REFERENCE_DOCUMENTS = 'No reference documents available';

type LinkGroup = NarrativeItem['document_links'][number];

/** The record's reference documents, grouped by database; each opens in a new tab (spec 02 section 2). */
export function ReferenceDocuments({ groups }: { groups: readonly LinkGroup[] }) {
  const shown = groups.filter((group) => group.links.length > 0);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Reference Documents</h2>} data-testid="reference-documents">
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{NO_REFERENCE_DOCUMENTS}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {shown.map((group, index) => (
            <section key={`${index}-${group.db_name}`} aria-label={group.db_name} data-testid="reference-group">
              <h3 style={{ margin: '0 0 4px', fontSize: 14 }}>{group.db_name}</h3>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {group.links.map((link, linkIndex) => (
                  <li key={`${linkIndex}-${link}`}>
                    <Typography.Link href={link} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                      {link} <ExportOutlined aria-hidden />
                    </Typography.Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}

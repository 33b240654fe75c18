import { VisuallyHidden } from '@groundwork/design-system/base';
import type { NarrativeItem, StatusClass } from '@groundwork/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { cityLine, databaseStatuses, isOnSite, ON_SITE_LABEL, siteName, STATUS_LABELS } from '../model/record-rows';

const STATUS_COLORS: Readonly<Record<StatusClass, string>> = { open: 'red', closed: 'green', historical: 'blue', unknown: 'default' };

/** Name, street address and city line; the target property's own listings say (on-site). */
export function SiteCell({ item }: { item: NarrativeItem }) {
  const city = cityLine(item);
  return (
    <Flex vertical>
      <Flex gap={6} align="center" wrap>
        <Typography.Text strong>{siteName(item)}</Typography.Text>
        {isOnSite(item) && (
          <Tag color="purple" style={{ marginInlineEnd: 0 }}>
            {ON_SITE_LABEL}
          </Tag>
        )}
      </Flex>
      {item.address && <Typography.Text>{item.address}</Typography.Text>}
      {city && <Typography.Text type="secondary">{city}</Typography.Text>}
    </Flex>
  );
}

/** A tag per database with its status as printed. */
export function DatabasesCell({ item }: { item: NarrativeItem }) {
  return (
    <Flex vertical gap={4}>
      {databaseStatuses(item).map(({ db, status }) => (
        <Flex key={db} gap={4} align="center" wrap data-testid="record-database">
          <Tag style={{ marginInlineEnd: 0 }}>{db}</Tag>
          {status && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {status}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

export function StatusCell({ item }: { item: NarrativeItem }) {
  const status = item.status_class ?? 'unknown';
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

/** The narrative clamped to 3 lines (spec 02 section 9); Expand shows all of it. */
export function SummaryCell({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: 'collapsible', tooltip: { title: text, placement: 'topLeft' } }}>
      {text}
    </Typography.Paragraph>
  );
}

/** 'p. 12', opening the report at that page. */
export function PageCell({ item, onOpenPage }: { item: NarrativeItem; onOpenPage: (page: number) => void }) {
  const { page } = item;
  if (!page) return null;
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenPage(page)}>
      {`p. ${page}`}
      <VisuallyHidden>{`: open the report for ${siteName(item)} at this page`}</VisuallyHidden>
    </Button>
  );
}

export function DetailsButton({ item, onDetails }: { item: NarrativeItem; onDetails: () => void }) {
  return (
    <Button size="small" aria-label={`Details for ${siteName(item)}`} onClick={onDetails}>
      Details
    </Button>
  );
}

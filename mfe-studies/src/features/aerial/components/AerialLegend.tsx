import { LAND_USES, type AerialStudyResult } from '@groundwork/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { LAND_USE_COLORS } from '../model/land-use';

/** The photographs as listed: year, page, source and scale. */
const photoLine = (photo: AerialStudyResult['photos'][number]) =>
  [String(photo.year), `page ${photo.page}`, photo.source ?? 'source not printed', photo.scale?.text].filter(Boolean).join(' · ');

/** The seven land uses in their colours, the package's scale and classifier, and its photographs. */
export function AerialLegend({ result }: { result: AerialStudyResult }) {
  return (
    <Card size="small" title="Legend and Photographs" data-testid="aerial-legend">
      <Flex vertical gap={8}>
        <Flex gap={4} wrap aria-label="Land uses">
          {LAND_USES.map((label) => (
            <Tag key={label} color={LAND_USE_COLORS[label]} variant="solid">
              {label}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" data-testid="aerial-scale">
          {`Scale: ${result.scale?.text ?? 'not printed'} · Classifier: ${result.classifier}`}
        </Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Photographs">
          {result.photos.map((photo) => (
            <li key={photo.index}>
              <Typography.Text>{photoLine(photo)}</Typography.Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

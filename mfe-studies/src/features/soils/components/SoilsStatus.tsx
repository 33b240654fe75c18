import type { SoilsResult } from '@groundwork/contracts';
import { Typography } from 'antd';

/** When and where the shown result was queried: it is fetched again only on request. */
export function SoilsStatus({ result }: { result: SoilsResult }) {
  return (
    <Typography.Text type="secondary" data-testid="soils-queried-at" title={result.source}>
      {`Queried from USDA Soil Data Access on ${new Date(result.queriedAt).toLocaleString()}`}
    </Typography.Text>
  );
}

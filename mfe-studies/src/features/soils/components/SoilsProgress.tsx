import { SOILS_TIME_LIMIT_MS } from '@groundwork/contracts';
import { Card, Flex, Progress, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';

export const SOILS_RUNNING_TEXT = 'Querying USDA Soil Data Access…';

/** Seconds since `startedAt`, ticking every second. */
function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** A running soils query: the elapsed seconds and a bar toward the 60 s SDA usually needs at most. */
export function SoilsProgress({ startedAt }: { startedAt: number }) {
  const elapsed = useElapsedSeconds(startedAt);
  const limitSeconds = SOILS_TIME_LIMIT_MS / 1000;
  const percent = Math.min(99, Math.round((elapsed / limitSeconds) * 100));
  return (
    <Card size="small" data-testid="soils-progress">
      <Flex vertical gap={8} role="status">
        <Flex align="center" gap={12}>
          <Spin size="small" />
          <Typography.Text strong>{SOILS_RUNNING_TEXT}</Typography.Text>
          <Typography.Text type="secondary" data-testid="soils-elapsed">{`${elapsed} s elapsed`}</Typography.Text>
        </Flex>
        <Progress percent={percent} status="active" showInfo={false} aria-label="Soils query progress" />
        <Typography.Text type="secondary">{`Soil Data Access is often slow; the query may take up to ${limitSeconds} seconds.`}</Typography.Text>
      </Flex>
    </Card>
  );
}

import { Flex, Spin } from 'antd';

/** Shown while the session's user loads. */
export function FullPageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }} data-testid="session-loading">
      <Spin size="large" />
    </Flex>
  );
}

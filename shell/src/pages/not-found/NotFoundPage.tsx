import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';

export function NotFoundPage() {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex gap={8} align="center">
          <ExclamationCircleOutlined aria-hidden style={{ fontSize: 28, color: token.colorError }} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {NOT_FOUND_TITLE}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {NOT_FOUND_HINT}
        </Typography.Paragraph>
        <Link to="/">Go to the home page</Link>
      </Card>
    </Flex>
  );
}

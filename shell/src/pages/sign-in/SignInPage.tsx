import { BrandLogo } from '@groundwork/design-system';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** `/auth`: the slot of the sign-in screen, which arrives with the identity service. */
export function SignInPage() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Link to="/" aria-label="Groundwork home">
          <BrandLogo />
        </Link>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 24 }}>
          Sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Signing in is not available yet: it arrives with the identity service.
        </Typography.Paragraph>
        <Link to="/">Back to the home page</Link>
      </Card>
    </Flex>
  );
}

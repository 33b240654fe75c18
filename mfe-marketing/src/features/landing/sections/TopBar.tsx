import { BrandLogo } from '@groundwork/design-system/marketing';
import { palette } from '@groundwork/design-system/base';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageContainer } from '../../../components/PageContainer';
import { ROUTES } from '../landing-content';

export function TopBar() {
  return (
    <header
      data-testid="landing-top-bar"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: 'rgba(255,255,255,0.96)',
        borderBottom: `1px solid ${palette.border}`,
        backdropFilter: 'blur(6px)',
      }}
    >
      <PageContainer style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64 }}>
        <Link to="/" aria-label="Groundwork home" data-testid="landing-logo" style={{ display: 'inline-flex', textDecoration: 'none' }}>
          <BrandLogo size={30} />
        </Link>
        <nav aria-label="Account">
          <ButtonLink to={ROUTES.signIn} data-testid="landing-sign-in">
            Sign In
          </ButtonLink>
        </nav>
      </PageContainer>
    </header>
  );
}

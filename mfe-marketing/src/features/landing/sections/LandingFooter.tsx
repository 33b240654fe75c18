import { PageFooter } from '@groundwork/design-system/marketing';
import { CONTACT_EMAIL, FOOTER } from '../landing-content';

/** Privacy and Terms have no destination (spec 01 section 1): anchors without href. */
export function LandingFooter() {
  return (
    <PageFooter
      testId="landing-footer"
      tagline={FOOTER.tagline}
      copyright={FOOTER.copyright}
      links={[
        { label: 'Privacy', testId: 'footer-privacy' },
        { label: 'Terms', testId: 'footer-terms' },
        { label: 'Contact', href: `mailto:${CONTACT_EMAIL}`, testId: 'footer-contact' },
      ]}
    />
  );
}

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { LandingPage } from './LandingPage';

function renderLanding() {
  renderInApp(<LandingPage />);
}

const hrefOf = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('LandingPage', () => {
  it('is drawn without antd: the shell loads none for it (issue 22)', () => {
    renderLanding();
    const page = screen.getByTestId('landing-page');
    const antdElements = [...page.querySelectorAll('*')].filter((element) => [...element.classList].some((name) => name.startsWith('ant-')));
    expect(antdElements.map((element) => element.className)).toEqual([]);
    expect(page.querySelectorAll('.gw-button').length).toBeGreaterThanOrEqual(4);
  });

  it('has a top bar with the logo and a Sign In link to /auth', () => {
    renderLanding();
    const topBar = screen.getByTestId('landing-top-bar');
    expect(within(topBar).getByText('Groundwork')).toBeInstanceOf(HTMLElement);
    expect(within(topBar).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('has a hero about Phase I ESA with Get Started to /auth and Watch Demo to /demo', () => {
    renderLanding();
    const hero = screen.getByTestId('landing-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toMatch(/Phase I Environmental Site Assessment/);
    expect(within(hero).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth');
    expect(
      within(hero)
        .getByRole('link', { name: /Watch Demo/ })
        .getAttribute('href'),
    ).toBe('/demo');
  });

  it('shows exactly the four statistics', () => {
    renderLanding();
    const stats = screen.getByTestId('landing-stats');
    const tiles = ['stat-time-saved', 'stat-projects-completed', 'stat-accuracy', 'stat-availability'].map((id) => within(stats).getByTestId(id).textContent);
    expect(tiles).toEqual(['70%Time Saved', '500+Projects Completed', '99.9%Accuracy', '24/7Availability']);
  });

  it('shows the six feature cards', () => {
    renderLanding();
    const features = screen.getByTestId('landing-features');
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Interactive Property Mapping',
      'Smart Document Processing',
      'Regulatory Records Database',
      'AI-Generated Summary Reports',
      'Secure Data Management',
      'Team Collaboration',
    ]);
    expect(within(features).getByTestId('feature-mapping').textContent).toMatch(/adjoining properties/);
    expect(within(features).getByTestId('feature-documents').textContent).toMatch(/OCR.*machine learning plus OCR/);
    expect(within(features).getByTestId('feature-security').textContent).toMatch(/Role-based access.*encrypted storage/);
  });

  it('lists the four benefits under Why choose', () => {
    renderLanding();
    const why = screen.getByTestId('landing-why-choose');
    expect(within(why).getByRole('heading', { name: 'Why choose Groundwork?' })).toBeInstanceOf(HTMLElement);
    const benefits = within(screen.getByTestId('landing-benefits'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(benefits).toEqual(['Reduce assessment time by 70%', 'Automate repetitive data entry', 'Generate reports in minutes', 'Access anywhere']);
  });

  it('ends with a Start Free Trial call to action to /auth', () => {
    renderLanding();
    const cta = screen.getByTestId('landing-final-cta');
    expect(within(cta).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/auth');
  });

  it('has a footer with the 2025 copyright, Privacy and Terms without target and a contact mail link', () => {
    renderLanding();
    const footer = screen.getByTestId('landing-footer');
    expect(footer.textContent).toContain('© 2025 Groundwork');
    for (const id of ['footer-privacy', 'footer-terms']) {
      const link = screen.getByTestId(id);
      expect(link.tagName).toBe('A');
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.tabIndex).toBe(0);
    }
    expect(screen.getByTestId('footer-privacy').textContent).toBe('Privacy');
    expect(screen.getByTestId('footer-terms').textContent).toBe('Terms');
    expect(hrefOf('footer-contact')).toBe('mailto:hello@groundwork.app');
  });

  it('navigates with the router, without reloading the page', () => {
    renderLanding();
    fireEvent.click(screen.getByTestId('landing-watch-demo'));
    expect(screen.getByTestId('current-path').textContent).toBe('/demo');
    fireEvent.click(screen.getByTestId('landing-start-free-trial'));
    expect(screen.getByTestId('current-path').textContent).toBe('/auth');
  });
});

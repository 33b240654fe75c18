import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { DemoPage } from './DemoPage';
import { DEMO_FIGURES, DEMO_STEPS } from './demo-steps';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const stepTitle = () => screen.getByTestId('demo-step-title').textContent;
const progress = () => Number(screen.getByTestId('demo-progress').dataset.progress);
const revealedItems = () => screen.getAllByTestId('demo-reveal-item').filter((item) => item.dataset.revealed === 'true');

describe('DemoPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is drawn without antd, and names the current step in its step list', () => {
    renderInApp(<DemoPage />, '/demo');
    const page = screen.getByTestId('demo-page');
    const antdElements = [...page.querySelectorAll('*')].filter((element) => [...element.classList].some((name) => name.startsWith('ant-')));
    expect(antdElements.map((element) => element.className)).toEqual([]);
    const current = within(screen.getByRole('list', { name: 'Demo steps' })).getByRole('button', { current: 'step' });
    expect(current.textContent).toContain('Property Mapping');
    expect(screen.getByRole('progressbar', { name: 'Property Mapping progress' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('offers the four steps', () => {
    renderInApp(<DemoPage />, '/demo');
    expect(DEMO_STEPS.map((step) => step.title)).toEqual([
      'Property Mapping',
      'ERIS Report Processing',
      'Environmental Database Search',
      'AI Report Generation',
    ]);
    for (const step of DEMO_STEPS) expect(screen.getAllByText(step.title).length).toBeGreaterThan(0);
    expect(stepTitle()).toBe('Property Mapping');
  });

  it('links Sign In and the final Get Started to /api/login', () => {
    renderInApp(<DemoPage />, '/demo');
    expect(screen.getByTestId('demo-sign-in').getAttribute('href')).toBe('/api/login');
    const cta = screen.getByTestId('demo-final-cta');
    expect(within(cta).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/api/login');
  });

  it('reveals pieces as the simulated progress passes their thresholds', () => {
    renderInApp(<DemoPage />, '/demo');
    expect(revealedItems()).toHaveLength(0);
    advance(500); // 10 percent: the subject parcel
    expect(progress()).toBe(10);
    expect(revealedItems().map((item) => item.textContent)).toEqual(['Subject property outlined']);
    advance(2000); // 50 percent
    expect(revealedItems()).toHaveLength(3);
    expect(document.querySelectorAll('[data-parcel]')).toHaveLength(3);
  });

  it('resets a step chosen from Next, Previous or the step list', () => {
    renderInApp(<DemoPage />, '/demo');
    advance(1000);
    fireEvent.click(screen.getByTestId('demo-next'));
    expect(stepTitle()).toBe('ERIS Report Processing');
    expect(progress()).toBe(0);
    advance(1000);
    fireEvent.click(screen.getByTestId('demo-previous'));
    expect(stepTitle()).toBe('Property Mapping');
    expect(progress()).toBe(0);
    fireEvent.click(screen.getByText('AI Report Generation'));
    expect(stepTitle()).toBe('AI Report Generation');
    expect(progress()).toBe(0);
  });

  it('pauses and resumes auto-play', () => {
    renderInApp(<DemoPage />, '/demo');
    advance(400);
    const toggle = screen.getByTestId('demo-play-toggle');
    expect(toggle.textContent).toContain('Pause');
    fireEvent.click(toggle);
    advance(3000);
    expect(progress()).toBe(8);
    expect(toggle.textContent).toContain('Play');
    fireEvent.click(toggle);
    advance(200);
    expect(progress()).toBe(12);
  });

  it('shows the canned figures and names a large language model as the report writer', () => {
    renderInApp(<DemoPage />, '/demo');
    const labels = DEMO_STEPS.flatMap((step) => step.reveals.map((piece) => piece.label)).join(' | ');
    expect(labels).toContain('250 entries across 5 years');
    expect(labels).toContain('8 aerial photos analysed, 1950-2020');
    expect(labels).toContain('60 records found across 6 databases');
    expect(labels).toContain('0.5 mi');
    expect(labels).toContain('12 sections written');
    expect(labels).toContain('45-page report');
    expect(labels).toContain(`${DEMO_FIGURES.reportWriter}, a large language model`);

    fireEvent.click(screen.getByText('AI Report Generation'));
    advance(5000);
    const scene = screen.getByTestId('demo-scene');
    expect(scene.textContent).toContain('12 sections, 45 pages');
    expect(scene.textContent).toContain('large language model');
  });

  it('lists the records by distance from the site once the database step says so', () => {
    renderInApp(<DemoPage />, '/demo');
    fireEvent.click(screen.getByText('Environmental Database Search'));
    advance(4000);
    const nearest = screen.getByTestId('demo-nearest-records');
    expect(nearest.closest('[aria-hidden="true"]')).not.toBeNull();
    advance(1000);
    expect(revealedItems().at(-1)?.textContent).toBe('Records sorted by distance from the site');
    expect(nearest.closest('[aria-hidden="true"]')).toBeNull();
    const miles = within(nearest)
      .getAllByRole('listitem')
      .map((item) => Number.parseFloat(item.querySelector('strong')?.textContent ?? ''));
    expect(miles).toEqual([0.04, 0.11, 0.19, 0.27]);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProject } from '../../test/fixtures';
import { currentPath, renderInShell } from '../../test/render-dashboard';
import { ProjectCard } from './ProjectCard';

const project = aProject({
  id: '65f0c0ffee000000000000ab',
  projectNumber: 'ESA-2026-0042',
  siteAddress: '400 Harbor Rd, Oakland, CA',
  clientName: 'Bayside Bank',
  status: 'in_review',
  createdAt: '2026-01-05T12:00:00.000Z',
  progress: 67,
});

function renderCard(overrides: Partial<typeof project> = {}) {
  const view = renderInShell(<ProjectCard project={{ ...project, ...overrides }} />);
  return { ...view, card: screen.getByTestId('project-card') };
}

describe('ProjectCard', () => {
  it('shows the status badge, number, address, client, created date and progress', () => {
    const { card } = renderCard();
    const inCard = within(card);
    expect(inCard.getByTestId('status-badge').textContent).toBe('In Review');
    expect(inCard.getByTestId('status-badge').dataset.tone).toBe('teal');
    expect(inCard.getByTestId('project-number').textContent).toBe('ESA-2026-0042');
    expect(inCard.getByRole('heading', { level: 3 }).textContent).toBe('400 Harbor Rd, Oakland, CA');
    expect(inCard.getByText('Bayside Bank')).toBeInstanceOf(HTMLElement);
    expect(inCard.getByTestId('project-created').textContent).toBe('Jan 5, 2026');
    expect(inCard.getByTestId('project-progress').textContent).toBe('67%');
    expect(inCard.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
  });

  it.each([[undefined], [null], ['not a date']])('shows "Unknown" when the created date is %o', (createdAt) => {
    const { card } = renderCard({ createdAt });
    expect(within(card).getByTestId('project-created').textContent).toBe('Unknown');
  });

  it.each([0, 33, 67, 100])('shows %i% progress as text and bar', (progress) => {
    const { card } = renderCard({ progress });
    expect(within(card).getByTestId('project-progress').textContent).toBe(`${progress}%`);
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(progress));
  });

  it.each([
    ['draft', 'Draft', 'amber'],
    ['completed', 'Completed', 'green'],
  ] as const)('shows the %s badge as "%s" in %s', (status, label, tone) => {
    const { card } = renderCard({ status });
    expect(within(card).getByTestId('status-badge').textContent).toBe(label);
    expect(within(card).getByTestId('status-badge').dataset.tone).toBe(tone);
  });

  it('is a link to the project, named by its number and address', () => {
    const { card } = renderCard();
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/projects/65f0c0ffee000000000000ab');
    // Named by what it shows (WCAG 2.5.3), after "Open project" for screen readers.
    const name = /^Open project .*ESA-2026-0042.*400 Harbor Rd, Oakland, CA/;
    expect(screen.getByRole('link', { name })).toBe(card);
  });

  it('opens /projects/{id} when clicked anywhere on the card', () => {
    const { container } = renderCard();
    fireEvent.click(screen.getByText('Bayside Bank'));
    expect(currentPath(within(container))).toBe('/projects/65f0c0ffee000000000000ab');
  });

  it('opens the project with the keyboard (Tab, Enter)', async () => {
    const { container } = renderCard();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('project-card'));
    await user.keyboard('{Enter}');
    expect(currentPath(within(container))).toBe('/projects/65f0c0ffee000000000000ab');
  });
});

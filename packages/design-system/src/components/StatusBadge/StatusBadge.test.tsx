import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';
import { STATUS_TONES } from './project-status';

describe('StatusBadge', () => {
  it.each([
    ['draft', 'Draft', 'amber'],
    ['in_review', 'In Review', 'teal'],
    ['completed', 'Completed', 'green'],
  ])('shows %s as "%s" in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByTestId('status-badge');
    expect(badge.textContent).toBe(label);
    expect(badge.dataset.tone).toBe(tone);
  });

  it('shows any other status as is, in grey', () => {
    render(<StatusBadge status="archived" />);
    const badge = screen.getByTestId('status-badge');
    expect(badge.textContent).toBe('archived');
    expect(badge.dataset.tone).toBe('grey');
    expect(badge.style.background).toBe(hexToRgb(STATUS_TONES.grey.background));
  });

  it('does not treat inherited object keys as statuses', () => {
    render(<StatusBadge status="toString" />);
    expect(screen.getByTestId('status-badge').textContent).toBe('toString');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

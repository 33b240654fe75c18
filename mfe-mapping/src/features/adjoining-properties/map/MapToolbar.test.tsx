import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapToolbar, type MapToolbarProps } from './MapToolbar';

function renderToolbar(props: Partial<MapToolbarProps>) {
  const handlers = { onDrawSubject: vi.fn(), onDeleteSubject: vi.fn(), onAddByClick: vi.fn(), onDrawAdjoining: vi.fn(), onCancel: vi.fn() };
  render(<MapToolbar mode="idle" ready hasSubject busy={false} {...handlers} {...props} />);
  return handlers;
}

const tool = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('MapToolbar', () => {
  it('offers every mode as a toggle, none pressed, while idle', () => {
    const handlers = renderToolbar({});
    expect(tool('Add by Click').getAttribute('aria-pressed')).toBe('false');
    expect(tool('Draw Adjoining Property').disabled).toBe(false);
    expect(tool('Draw Subject Property').disabled).toBe(true);
    fireEvent.click(tool('Add by Click'));
    expect(handlers.onAddByClick).toHaveBeenCalledTimes(1);
  });

  it('shows the active mode pressed and usable (pressing it again leaves the mode), the other tools disabled', () => {
    const handlers = renderToolbar({ mode: 'add-by-click' });
    const active = tool('Add by Click');
    expect(active.getAttribute('aria-pressed')).toBe('true');
    expect(active.disabled).toBe(false);
    expect(active.className).toContain('ant-btn-primary');
    expect(tool('Draw Adjoining Property').disabled).toBe(true);
    expect(tool('Draw Adjoining Property').getAttribute('aria-pressed')).toBe('false');
    expect(tool('Delete Subject Property').disabled).toBe(true);
    fireEvent.click(active);
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onAddByClick).not.toHaveBeenCalled();
    fireEvent.click(tool('Cancel'));
    expect(handlers.onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps the subject drawing tool pressed while the subject is drawn for the first time', () => {
    renderToolbar({ mode: 'draw-subject', hasSubject: false });
    expect(tool('Draw Subject Property').disabled).toBe(false);
    expect(tool('Draw Subject Property').getAttribute('aria-pressed')).toBe('true');
    expect(tool('Add by Click').disabled).toBe(true);
  });
});

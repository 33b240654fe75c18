import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogState } from './dialog-state';

describe('useDialogState', () => {
  it('is empty until shown, keeps the closed opening, and keys each opening anew', () => {
    const { result } = renderHook(() => useDialogState<string>());
    expect(result.current.opening).toBeNull();
    act(() => result.current.show('north'));
    expect(result.current.opening).toEqual({ target: 'north', open: true, key: 1 });
    act(() => result.current.hide());
    expect(result.current.opening).toEqual({ target: 'north', open: false, key: 1 });
    act(() => result.current.show('east'));
    expect(result.current.opening).toEqual({ target: 'east', open: true, key: 2 });
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from './ApiProvider';

function Defaults() {
  const { queries, mutations } = useQueryClient().getDefaultOptions();
  return (
    <output>
      {String(queries?.staleTime)} {String(queries?.retry)} {String(queries?.refetchOnWindowFocus)} {String(mutations?.retry)}
    </output>
  );
}

describe('ApiProvider', () => {
  it('gives its children a query client with the spec defaults', () => {
    render(
      <ApiProvider>
        <Defaults />
      </ApiProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Infinity false false false');
  });
});

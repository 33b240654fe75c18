import { createQueryClient } from '@groundwork/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { sampleProject } from '../../test/projects';
import { useProject } from './use-project';

const { id } = sampleProject();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useProject', () => {
  it('reads GET /api/projects/{id} into the detail query', async () => {
    const api = stubApi();
    api.on(`GET /api/projects/${id}`, { body: sampleProject() });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useProject(id), { wrapper });
    await waitFor(() => expect(result.current.data?.projectNumber).toBe('ESA-2026-0007'));
    expect(queryClient.getQueryData(['/api/projects', id])).toEqual(sampleProject());
  });

  it('does not retry a failed read, not even when the page mounts again', async () => {
    const api = stubApi();
    api.on(`GET /api/projects/${id}`, { status: 503, body: { message: 'Projects service unavailable' } });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const first = renderHook(() => useProject(id), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    first.unmount();

    const second = renderHook(() => useProject(id), { wrapper });
    expect(second.result.current.error?.message).toBe('503: {"message":"Projects service unavailable"}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.result.current.isFetching).toBe(false);
    expect(api.calls()).toEqual([`GET /api/projects/${id}`]);
  });
});

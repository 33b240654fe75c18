import { createQueryClient } from '@groundwork/api-client';
import { useToast } from '@groundwork/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createUnauthorizedHandler } from './unauthorized';

/**
 * The one QueryClient of the app (shell and remotes share it), with the spec's defaults and the
 * unauthorized handler on every query and mutation. Needs the toast provider above it.
 */
export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const toastApi = useToast();
  const toastRef = useRef(toastApi.toast);
  useEffect(() => {
    toastRef.current = toastApi.toast;
  }, [toastApi]);
  const [queryClient] = useState(() =>
    createQueryClient({
      onError: createUnauthorizedHandler({
        toast: (content) => toastRef.current(content),
        redirect: (url) => window.location.assign(url),
      }),
    }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

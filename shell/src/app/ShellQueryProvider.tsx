import { createQueryClient } from '@groundwork/api-client/boot';
import { toastChannel } from '@groundwork/design-system/base';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createUnauthorizedHandler } from './unauthorized';

/**
 * The one QueryClient of the app (shell and remotes share it), with the spec's defaults and the
 * unauthorized handler on every query and mutation, which toasts through the toast channel.
 */
export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient({
      onError: createUnauthorizedHandler({
        toast: toastChannel.publish,
        redirect: (url) => window.location.assign(url),
      }),
    }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * What a component test renders inside: what `app/provider.tsx` gives every screen (a cache of server answers,
 * here a fresh one per test so no answer leaks between tests) and a router.
 */
export function AppWrapper({
  children,
  at = '/',
}: {
  children: ReactNode /** the address the test opens */;
  at?: string;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

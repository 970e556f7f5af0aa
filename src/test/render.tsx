/** Renders UI inside the console's providers (Chakra system, a fresh query client, i18n already in English). */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { system } from '../console/app/theme/system';
import { Toaster } from '@shared/ui/toaster';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...result, queryClient };
}

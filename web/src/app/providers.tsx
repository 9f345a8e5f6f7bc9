import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingCounterContext, type LoadingCounter } from './loading-counter.ts';

type AppProvidersProps = { queryClient: QueryClient; loading: LoadingCounter; children: ReactNode };

/** Everything screens read from context; i18n is global (initReactI18next). */
export function AppProviders({ queryClient, loading, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingCounterContext value={loading}>{children}</LoadingCounterContext>
    </QueryClientProvider>
  );
}

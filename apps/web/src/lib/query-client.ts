import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { isOnline } from './connection.ts';

/**
 * A 4xx will answer the same the second time: only network failures and 5xx are retried. Offline,
 * a read the service worker kept nothing for fails at once (its screen says so) rather than wait.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 0 && !isOnline()) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is tried once even offline, so the service worker may answer it from
      // what it kept (docs/product.md#offline-and-install); only its retries wait for the network.
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

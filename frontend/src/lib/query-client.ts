import {
  QueryClient,
  type QueryFunction,
  useMutation,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError, request } from './request';

/**
 * A mutation's options without its request: what a component adds (its toasts, its own state)
 * to a feature's mutation hook, which owns the request.
 */
export type MutationCallbacks<TData, TVariables = void> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

export function queryKeyUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

export function createQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    try {
      return await request<T>('GET', queryKeyUrl(queryKey));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null as T;
      }
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn({ on401: 'throw' }),
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The hook of one request whose outcome the component handles (its toasts, closing its dialog):
 * `export const useSaveX = requestMutation((body: Body) => adminApi.saveX(body))`.
 */
export function requestMutation<TData, TVariables = void>(
  send: (variables: TVariables) => Promise<TData>,
) {
  return function useRequestMutation(options: MutationCallbacks<TData, TVariables> = {}) {
    return useMutation({ ...options, mutationFn: send });
  };
}

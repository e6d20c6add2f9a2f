import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { storedAdminToken, useAdminLogout } from './admin-session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing out of the console', () => {
  it('forgets the token and the scanner’s offline stall list, keeping unsent confirmations', async () => {
    localStorage.setItem('adminToken', 'token');
    localStorage.setItem('standl.setupDay.scanList', '{"syncedAt":"x","vendors":[]}');
    localStorage.setItem('standl.setupDay.queue', '[{"vendorId":"v"}]');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useAdminLogout(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storedAdminToken()).toBeNull();
    expect(localStorage.getItem('standl.setupDay.scanList')).toBeNull();
    expect(localStorage.getItem('standl.setupDay.queue')).toBe('[{"vendorId":"v"}]');
  });
});

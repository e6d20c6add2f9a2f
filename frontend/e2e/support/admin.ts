import type { AdminBoothAreaDto } from '@standl/contracts';
import type { Browser, Page } from 'playwright-core';

/** The administrator global-setup.ts creates (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-passwort' } as const;

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A fresh admin session token over the API (not through the login form). */
export async function adminToken(baseUrl: string): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/admin/login', undefined, {
    username: E2E_ADMIN.username,
    password: E2E_ADMIN.password,
  });
  return token;
}

/** Calls the admin API as the e2e administrator (test set-up, not what a user clicks). */
export async function adminApi<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return call<T>(baseUrl, method, path, await adminToken(baseUrl), body);
}

/** Registers a vendor through the public API; answers `{ vendorId, accessCode }`. */
export async function registerVendor(
  baseUrl: string,
  overrides: Partial<{ name: string; email: string; selectedBoothId: number | null }> = {},
): Promise<{ vendorId: string; accessCode: string }> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return call(baseUrl, 'POST', '/api/vendors/register', undefined, {
    name: overrides.name ?? `Testhändler ${suffix}`,
    email: overrides.email ?? `e2e-admin-${suffix}@example.at`,
    phone: '+43 664 1234567',
    description: 'Handgemachte Weihnachtsdekoration',
    boothAssignmentPreference: overrides.selectedBoothId ? 'self' : 'admin',
    selectedBoothId: overrides.selectedBoothId ?? null,
    termsAccepted: true,
  });
}

/**
 * A free stall of the area (not held, reserved, taken or in an offer). The browser tests share one
 * server and an earlier file may have taken every one: then the area grows by a stall, its
 * waiting list emptied first (or the new stall would be offered to the first in it), and
 * `giveBack` shrinks it again once the file's vendor is gone.
 */
export async function freeStallOf(
  baseUrl: string,
  areaCode: string,
): Promise<{
  area: AdminBoothAreaDto;
  stall: AdminBoothAreaDto['booths'][number];
  giveBack: () => Promise<void>;
}> {
  const areaNow = async () =>
    (await adminApi<AdminBoothAreaDto[]>(baseUrl, 'GET', '/api/admin/booths')).find(
      (candidate) => candidate.code === areaCode,
    )!;
  const free = (area: AdminBoothAreaDto) =>
    area.booths.filter((booth) => booth.status === 'available' && !booth.isBeingProcessed);
  const found = await areaNow();
  if (free(found).length > 0) {
    return { area: found, stall: free(found).at(-1)!, giveBack: async () => {} };
  }
  const lists = await adminApi<{ areas: { areaCode: string; entries: { entryId: string }[] }[] }>(
    baseUrl,
    'GET',
    '/api/admin/waitlist',
  );
  for (const entry of lists.areas.find((area) => area.areaCode === areaCode)?.entries ?? []) {
    await adminApi(baseUrl, 'DELETE', `/api/admin/waitlist/entries/${entry.entryId}`);
  }
  await adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${found.id}`, {
    totalBooths: found.totalBooths + 1,
  });
  const grown = await areaNow();
  return {
    area: grown,
    stall: free(grown).at(-1)!,
    giveBack: () =>
      adminApi(baseUrl, 'PATCH', `/api/admin/booth-areas/${found.id}`, {
        totalBooths: found.totalBooths,
      }),
  };
}

/**
 * Opens the admin dashboard already signed in (token in localStorage, as the login page leaves
 * it), in a browser context of its own; `search` picks a tab, e.g. 'tab=waitlist'.
 */
export async function openAdminDashboard(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  search = '',
): Promise<Page> {
  const token = await adminToken(baseUrl);
  // A context of its own, not browser.newPage(): axe refuses to check a page opened that way.
  const context = await browser.newContext({
    viewport,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  // Closing the page ends its context, as it does for a page from browser.newPage().
  page.on('close', () => void context.close().catch(() => undefined));
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('adminToken', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  await page.goto(`${baseUrl}/admin-dashboard${search ? `?${search}` : ''}`);
  await page.getByText('Angemeldet als').first().waitFor();
  return page;
}

/** 'Zahlungen' from the tab bar, or from the dropdown that replaces it on phones. */
export async function openPaymentsTab(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByLabel('Bereich des Dashboards').click();
    await page.getByRole('option', { name: 'Zahlungen' }).click();
  } else {
    await page.getByRole('tab', { name: 'Zahlungen' }).click();
  }
  await page.getByRole('heading', { name: 'Zahlungen', exact: true }).waitFor();
}

/**
 * The end of a file that filled an area to test its waiting list: every waiting list emptied
 * (an open offer holds its stall for two days), then the file's vendors (their names carry
 * `marker`) deleted, so the files after it find free stalls again.
 */
export async function giveBackStalls(baseUrl: string, marker: string) {
  const lists = await adminApi<{ areas: { entries: { entryId: string }[] }[] }>(
    baseUrl,
    'GET',
    '/api/admin/waitlist',
  );
  for (const entry of lists.areas.flatMap((area) => area.entries)) {
    await adminApi(baseUrl, 'DELETE', `/api/admin/waitlist/entries/${entry.entryId}`);
  }
  const vendors = await adminApi<{ id: string; name: string }[]>(
    baseUrl,
    'GET',
    '/api/admin/vendors',
  );
  for (const vendor of vendors.filter((candidate) => candidate.name.includes(marker))) {
    await adminApi(baseUrl, 'DELETE', `/api/admin/vendors/${vendor.id}`);
  }
}

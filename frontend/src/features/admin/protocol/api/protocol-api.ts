import type { AuditLogPageDto } from '@standl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { ADMIN_TOKEN_KEY, ApiError } from '../../../../lib/request';
import { saveBlob } from '../../../../lib/save-blob';

/** What the Protokoll asks for: the query of `GET /api/admin/audit-log` (docs/decisions.md 219). */
export interface ProtocolFilter {
  from: string;
  to: string;
  accountId?: number;
  actor?: string;
  q?: string;
}

export const protocolKeys = {
  all: ['/api/admin/audit-log'] as const,
  page: (filter: ProtocolFilter, page: number, pageSize: number) =>
    ['/api/admin/audit-log', filter, page, pageSize] as const,
};

/** One page of the Protokoll; the previous page stays on screen while the next one loads. */
export const protocolQuery = (filter: ProtocolFilter, page: number, pageSize: number) =>
  queryOptions<AuditLogPageDto>({
    queryKey: protocolKeys.page(filter, page, pageSize),
    queryFn: () => adminApi.listAuditLog({ ...filter, page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The query string of the export: the same filters, blanks left out. */
export function exportQuery(filter: ProtocolFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** 'protokoll-2026-11-26.csv', the name the server gives the file too. */
export const protocolFileName = (today: string) => `protokoll-${today}.csv`;

/**
 * Downloads the Protokoll as CSV (organisers only): the route needs the admin token as Bearer,
 * which a bare link cannot send, so it is fetched and saved from a blob.
 */
export async function downloadProtocolCsv(filter: ProtocolFilter, today: string): Promise<void> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const response = await fetch(`/api/admin/audit-log/export?${exportQuery(filter)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  saveBlob(await response.blob(), protocolFileName(today));
}

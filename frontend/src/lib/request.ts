import type { HttpMethod } from '@standl/contracts';

export type { HttpMethod };

export const ADMIN_TOKEN_KEY = 'adminToken';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

function adminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export async function request<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = adminToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || text === '') return undefined as T;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? true;
  return (isJson ? JSON.parse(text) : text) as T;
}

function bodyOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.body;
  if (error instanceof Error) return /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] ?? null;
  return null;
}

/** The fallback after a failed request whose answer carries no text of its own. */
export const RETRY_TEXT = 'Bitte versuchen Sie es erneut.';

/** The German `message` of an API error body `{ statusCode, message, error }`, else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const body = bodyOf(error);
  if (!body) return fallback;
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.join(' ');
  } catch {
    return fallback;
  }
  return fallback;
}

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

/** Requests that change something carry an Idempotency-Key: the server runs one action once. */
const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Pauses before sending a state-changing request again after the network failed: once, soon (a
 * connection the server had just closed is the usual cause; the browser resends only GETs itself).
 */
export const NETWORK_RETRY_DELAYS_MS = [250];

export interface RequestOptions {
  /** The key of the user's action; by default each call is a new action with a new key. */
  idempotencyKey?: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The spec's request: JSON, the organiser's token, cookies. A state-changing request carries an
 * Idempotency-Key, one per call (one user action); when the network fails before an answer it
 * is sent again with the same key, so an action the server already ran is answered, not repeated.
 */
export async function request<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  // A file upload (multipart/form-data) goes as it is: the browser writes its content type.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = adminToken();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a text
  if (token) headers.Authorization = `Bearer ${token}`;
  const changes = STATE_CHANGING.has(method);
  if (changes) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
  };

  const response = changes ? await fetchRetryingNetworkErrors(url, init) : await fetch(url, init);

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || text === '') return undefined as T;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? true;
  return (isJson ? JSON.parse(text) : text) as T;
}

async function fetchRetryingNetworkErrors(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const delay = NETWORK_RETRY_DELAYS_MS[attempt];
      // Offline (the set-up scanner queues then) a retry cannot help.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!(error instanceof TypeError) || delay === undefined || offline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The body of a failed request's answer, or null. */
export function bodyOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.body;
  if (error instanceof Error) return /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] ?? null;
  return null;
}

/** The fallback after a failed request whose answer carries no text of its own. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the console's fallback; the console stays German
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

import { randomBytes } from 'node:crypto';

export type RequestKind = 'read' | 'status' | 'write';

export interface LoadAnswer {
  kind: RequestKind;
  /** Date.now() when the request was sent and when its answer (or failure) arrived. */
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when no answer came (connection failed or timed out). */
  status: number;
  message?: string;
}

export interface WrittenVendor {
  vendorId: string;
  accessCode: string;
  endedAt: number;
  /** The vendor-session cookie (`name=value`) the registration set. */
  session?: string;
}

export interface Load {
  answers: LoadAnswer[];
  /** Every registration the app confirmed with 201: it must survive the outage. */
  written: WrittenVendor[];
  stop(): Promise<void>;
}

const KINDS: RequestKind[] = ['read', 'status', 'write'];
/** A request that takes longer than this counts as hanging (status 0). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `clients` simulated vendors, each in a loop with its own client address (the app must trust
 * the loopback proxy for per-client rate limits): list the stalls, open its own status page
 * (with the session cookie its first registration set), register a new vendor; `pauseMs`
 * between requests keeps every client below the default rate limit.
 */
export function startLoad(base: string, clients = 20, pauseMs = 150): Load {
  const run = randomBytes(3).toString('hex');
  const answers: LoadAnswer[] = [];
  const written: WrittenVendor[] = [];
  let running = true;

  async function client(index: number): Promise<void> {
    const address = `10.77.${Math.floor(index / 256)}.${index % 256}`;
    let session: string | undefined;
    for (let step = index; running; step += 1) {
      const kind = KINDS[step % KINDS.length]!;
      const answer = await send(base, kind, address, session, `${run}-${index}-${step}`);
      answers.push(answer.answer);
      if (answer.written) {
        written.push(answer.written);
        session ??= answer.written.session;
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const loops = Array.from({ length: clients }, (_, index) => client(index));
  return {
    answers,
    written,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function send(
  base: string,
  kind: RequestKind,
  address: string,
  session: string | undefined,
  id: string,
): Promise<{ answer: LoadAnswer; written?: WrittenVendor }> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': address };
  // Not POST /api/vendors/status: its failed look-ups count towards the access-code lockout.
  const [path, init]: [string, RequestInit] =
    kind === 'write' || (kind === 'status' && !session)
      ? [
          '/api/vendors/register',
          {
            method: 'POST',
            headers,
            body: JSON.stringify({
              name: `Ausfall-Händler ${id}`,
              email: `ausfall-${id}@example.at`,
              phone: '+43 664 0000000',
              description: 'Lasttest während eines Datenbankausfalls',
              termsAccepted: true,
            }),
          },
        ]
      : kind === 'status'
        ? ['/api/vendors/session', { headers: { ...headers, Cookie: session! } }]
        : ['/api/booths', { headers }];
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      vendorId?: string;
      accessCode?: string;
    } | null;
    const answer: LoadAnswer = {
      kind,
      startedAt,
      endedAt: Date.now(),
      status: response.status,
      message: response.ok ? undefined : body?.message,
    };
    const written =
      response.status === 201 && body?.vendorId && body.accessCode
        ? {
            vendorId: body.vendorId,
            accessCode: body.accessCode,
            endedAt: answer.endedAt,
            session: response.headers.getSetCookie()[0]?.split(';')[0],
          }
        : undefined;
    return { answer, written };
  } catch (error) {
    return {
      answer: { kind, startedAt, endedAt: Date.now(), status: 0, message: String(error) },
    };
  }
}

/** Counts per status, e.g. `{ 200: 40, 503: 310 }`. */
export function countByStatus(answers: LoadAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export function slowest(answers: LoadAnswer[]): number {
  return answers.reduce((max, a) => Math.max(max, a.endedAt - a.startedAt), 0);
}

import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { formatEuro } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { SIMULATOR_API_KEY, SIMULATOR_PATH, type SumUpCheckout } from './sumup.gateway.js';

type Outcome = 'pay' | 'decline' | 'expire';

const HTML = 'text/html; charset=utf-8';

function idOf(req: Request): string {
  return (req.params as { id: string }).id;
}

interface SimulatedCheckout extends SumUpCheckout {
  id: string;
  redirect_url?: string;
}

/** Waits before each webhook attempt; SumUp retries a webhook that does not answer 2xx. */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 1000, 3000, 10_000, 30_000];

/**
 * A stand-in for SumUp's checkout API (docs/decisions.md 22), served by this app under
 * /sumup-simulator when no SUMUP_API_KEY is set: create and read checkouts, a hosted checkout page
 * where a tester pays, declines or lets the checkout expire, and the unsigned webhook with retries.
 * State is kept in memory: a restart forgets simulated checkouts.
 */
@Injectable()
export class SumUpSimulator {
  private readonly logger = new Logger('SumUpSimulator');
  private readonly checkouts = new Map<string, SimulatedCheckout>();
  readonly webhookDeliveries: { checkoutId: string; attempt: number; status: number | null }[] = [];
  retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The simulator's routes, as a plugin of the app's HTTP server mounted at SIMULATOR_PATH. */
  routes(): (server: FastifyInstance) => Promise<void> {
    return async (server) => {
      server.post('/v0.1/checkouts', (req, res) => {
        if (this.authorized(req, res)) this.create(req, res);
      });
      server.get('/v0.1/checkouts', (req, res) => {
        if (this.authorized(req, res)) this.list(req, res);
      });
      server.get('/v0.1/checkouts/:id', (req, res) => {
        if (this.authorized(req, res)) this.read(req, res);
      });
      server.get('/pay/:id', (req, res) => this.page(req, res));
      server.post('/pay/:id', (req, res) => this.complete(req, res));
      // Stand-in for SumUp's card widget on /sumup-payment: the browser settles the checkout here.
      server.post('/widget/:id', (req, res) => this.widget(req, res));
    };
  }

  /** Completes a checkout as the hosted page's buttons do (also used by the widget page and tests). */
  settle(id: string, outcome: Outcome): SimulatedCheckout | undefined {
    const checkout = this.current(id);
    if (!checkout || checkout.status !== 'PENDING') return checkout;
    const now = this.clock.now().toISOString();
    if (outcome === 'expire') {
      checkout.status = 'EXPIRED';
    } else {
      checkout.status = outcome === 'pay' ? 'PAID' : 'FAILED';
      checkout.transactions = [
        {
          id: randomUUID(),
          transaction_code: `TSIM${Date.now().toString(36).toUpperCase()}`,
          amount: checkout.amount,
          currency: checkout.currency,
          status: outcome === 'pay' ? 'SUCCESSFUL' : 'FAILED',
          payment_type: 'ECOM',
          timestamp: now,
        },
      ];
    }
    void this.deliverWebhook(checkout);
    return checkout;
  }

  private authorized(req: Request, res: Response): boolean {
    if (req.headers.authorization === `Bearer ${SIMULATOR_API_KEY}`) return true;
    res.status(401).send({ error_code: 'NOT_AUTHORIZED', message: 'Invalid access token' });
    return false;
  }

  private create(req: Request, res: Response): void {
    const body = (req.body ?? {}) as Partial<SimulatedCheckout>;
    const invalid =
      typeof body.checkout_reference !== 'string' ||
      body.checkout_reference.length === 0 ||
      body.checkout_reference.length > 64 ||
      typeof body.amount !== 'number' ||
      body.amount <= 0 ||
      body.currency !== 'EUR' ||
      typeof body.merchant_code !== 'string' ||
      !optionalText(body.description) ||
      !optionalHttpUrl(body.return_url) ||
      !optionalHttpUrl(body.redirect_url) ||
      !optionalInstant(body.valid_until);
    if (invalid) {
      res
        .status(400)
        .send({ error_code: 'INVALID', message: 'Validation error', param: 'checkout' });
      return;
    }
    if (
      [...this.checkouts.values()].some((c) => c.checkout_reference === body.checkout_reference)
    ) {
      res.status(409).send({
        error_code: 'DUPLICATED_CHECKOUT',
        message: 'Checkout with this checkout reference and pay to email already exists',
      });
      return;
    }
    const id = randomUUID();
    const checkout: SimulatedCheckout = {
      id,
      checkout_reference: body.checkout_reference,
      amount: body.amount,
      currency: 'EUR',
      merchant_code: body.merchant_code,
      description: body.description,
      return_url: body.return_url,
      redirect_url: body.redirect_url,
      valid_until: body.valid_until ?? null,
      status: 'PENDING',
      date: this.clock.now().toISOString(),
      hosted_checkout_url: `${this.config.publicUrl}${SIMULATOR_PATH}/pay/${id}`,
      transactions: [],
    };
    this.checkouts.set(id, checkout);
    res.status(201).send(checkout);
  }

  private list(req: Request, res: Response): void {
    const reference = (req.query as Record<string, unknown>).checkout_reference;
    res.send(
      [...this.checkouts.values()].filter((c) => !reference || c.checkout_reference === reference),
    );
  }

  private read(req: Request, res: Response): void {
    const checkout = this.current(idOf(req));
    if (!checkout) {
      res.status(404).send({ error_code: 'NOT_FOUND', message: 'Resource not found' });
      return;
    }
    res.send(checkout);
  }

  /** A pending checkout past `valid_until` reads as EXPIRED, as on SumUp. */
  private current(id: string): SimulatedCheckout | undefined {
    const checkout = this.checkouts.get(id);
    if (checkout?.status === 'PENDING' && checkout.valid_until) {
      if (new Date(checkout.valid_until) <= this.clock.now()) checkout.status = 'EXPIRED';
    }
    return checkout;
  }

  private page(req: Request, res: Response): void {
    const checkout = this.current(idOf(req));
    if (!checkout) {
      res
        .status(404)
        .type(HTML)
        .send(html('Checkout nicht gefunden', '<p>Diesen Checkout gibt es nicht.</p>'));
      return;
    }
    const amount = formatEuro(Math.round((checkout.amount ?? 0) * 100));
    const body =
      checkout.status === 'PENDING'
        ? `<p class="amount">${amount}</p><p>${escape(checkout.description ?? '')}</p>
           <form method="post"><button name="outcome" value="pay" class="pay">Bezahlen</button>
           <button name="outcome" value="decline">Ablehnen</button>
           <button name="outcome" value="expire">Ablaufen lassen</button></form>`
        : `<p>Status: <strong>${checkout.status}</strong></p>`;
    res.type(HTML).send(html('SumUp-Simulator: Zahlung', body));
  }

  private complete(req: Request, res: Response): void {
    const outcome = (req.body as { outcome?: string } | undefined)?.outcome;
    if (outcome !== 'pay' && outcome !== 'decline' && outcome !== 'expire') {
      res.status(400).type(HTML).send(html('Ungültige Aktion', '<p>Unbekannte Aktion.</p>'));
      return;
    }
    const checkout = this.settle(idOf(req), outcome);
    if (!checkout) {
      res
        .status(404)
        .type(HTML)
        .send(html('Checkout nicht gefunden', '<p>Diesen Checkout gibt es nicht.</p>'));
      return;
    }
    if (checkout.redirect_url) res.redirect(checkout.redirect_url, 303);
    else
      res
        .type(HTML)
        .send(html('SumUp-Simulator', `<p>Status: <strong>${checkout.status}</strong></p>`));
  }

  private widget(req: Request, res: Response): void {
    const outcome = (req.body as { outcome?: string } | undefined)?.outcome;
    if (outcome !== 'pay' && outcome !== 'decline') {
      res.status(400).send({ error_code: 'INVALID', message: 'outcome must be pay or decline' });
      return;
    }
    const checkout = this.settle(idOf(req), outcome);
    if (!checkout) res.status(404).send({ error_code: 'NOT_FOUND', message: 'Resource not found' });
    else res.send(checkout);
  }

  private async deliverWebhook(checkout: SimulatedCheckout): Promise<void> {
    if (!checkout.return_url) return;
    for (const [index, delay] of this.retryDelaysMs.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      let status: number | null = null;
      try {
        const response = await fetch(checkout.return_url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkout.id }),
        });
        status = response.status;
      } catch (error) {
        this.logger.warn(
          `Webhook an ${checkout.return_url} fehlgeschlagen: ${(error as Error).message}`,
        );
      }
      this.webhookDeliveries.push({ checkoutId: checkout.id, attempt: index + 1, status });
      if (status !== null && status >= 200 && status < 300) return;
    }
  }
}

/** Like SumUp, the simulator refuses fields of the wrong kind instead of failing later. */
function optionalText(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

function optionalHttpUrl(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value);
}

function optionalInstant(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && !Number.isNaN(new Date(value).getTime());
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(title: string, body: string): string {
  return `<!doctype html><html lang="de-AT"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem}.amount{font-size:2rem;font-weight:700}.note{color:#666;font-size:.85rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border-radius:.5rem;border:1px solid #999;background:#fff}
button.pay{background:#1b5e20;color:#fff;border-color:#1b5e20}</style></head>
<body><h1>${title}</h1>${body}<p class="note">Simulator – es wird kein echtes Geld bewegt.</p></body></html>`;
}

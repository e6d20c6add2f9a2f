import { Injectable } from '@nestjs/common';
import { SumUp } from '@sumup/sdk';
import { AppConfig } from '../../shared/config/app-config.js';
import { assertOutsideTransaction } from '../../shared/database/outside-transaction.js';

export const SIMULATOR_PATH = '/sumup-simulator';
export const SIMULATOR_API_KEY = 'sup_sk_simulator';
export const SIMULATOR_MERCHANT_CODE = 'MSIMULATOR';
export const SUMUP_API_URL = 'https://api.sumup.com';
export const SUMUP_WIDGET_SCRIPT = 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js';
/** Origins the live card widget loads scripts and frames from (for the CSP). */
export const SUMUP_WIDGET_ORIGINS = [new URL(SUMUP_WIDGET_SCRIPT).origin];

/** SumUp's checkout object, as far as this app reads it (SumUp API v0.1). */
export interface SumUpCheckout {
  id?: string;
  checkout_reference?: string;
  amount?: number;
  currency?: string;
  merchant_code?: string;
  description?: string;
  return_url?: string;
  redirect_url?: string;
  status?: 'PENDING' | 'FAILED' | 'PAID' | 'EXPIRED';
  date?: string;
  valid_until?: string | null;
  hosted_checkout_url?: string;
  transactions?: Record<string, unknown>[];
}

export interface SumUpCheckoutRequest {
  checkout_reference: string;
  amount: number;
  currency: 'EUR';
  description: string;
  return_url: string;
  redirect_url: string;
  hosted_checkout: { enabled: boolean };
  valid_until: string;
}

/**
 * SumUp's REST API through the official client (docs/decisions.md 22). Without SUMUP_API_KEY it
 * talks to the built-in simulator on this server: same client, same calls, another host and key.
 */
/** The part of the official client used here. Its published .d.ts use extensionless relative
 * imports that NodeNext resolution cannot follow, so the shape is stated once here. */
interface SumUpClient {
  checkouts: {
    create(body: SumUpCheckoutRequest & { merchant_code: string }): Promise<SumUpCheckout>;
    get(checkoutId: string): Promise<SumUpCheckout>;
  };
}
const SumUpClientClass = SumUp as unknown as new (config: {
  apiKey: string;
  host: string;
  maxRetries: number;
  timeout: number;
}) => SumUpClient;

@Injectable()
export class SumUpGateway {
  private client?: SumUpClient;

  constructor(private readonly config: AppConfig) {}

  get isSimulator(): boolean {
    return !this.config.sumupApiKey;
  }

  get merchantCode(): string {
    return this.config.sumupMerchantCode ?? SIMULATOR_MERCHANT_CODE;
  }

  createCheckout(request: SumUpCheckoutRequest): Promise<SumUpCheckout> {
    assertOutsideTransaction('SumUp: Checkout anlegen');
    return this.sumup().checkouts.create({ ...request, merchant_code: this.merchantCode });
  }

  getCheckout(checkoutId: string): Promise<SumUpCheckout> {
    assertOutsideTransaction('SumUp: Checkout abfragen');
    return this.sumup().checkouts.get(checkoutId);
  }

  /** The simulator answers on this very server. */
  private simulatorUrl(): string {
    return `http://127.0.0.1:${this.config.port}${SIMULATOR_PATH}`;
  }

  private sumup(): SumUpClient {
    this.client ??= new SumUpClientClass({
      apiKey: this.config.sumupApiKey ?? SIMULATOR_API_KEY,
      host: this.config.sumupApiUrl ?? (this.isSimulator ? this.simulatorUrl() : SUMUP_API_URL),
      maxRetries: 2,
      timeout: 15_000,
    });
    return this.client;
  }
}

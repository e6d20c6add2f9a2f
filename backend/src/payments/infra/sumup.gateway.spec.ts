import { loadConfig } from '../../shared/config/app-config.js';
import { SumUpGateway } from './sumup.gateway.js';

/** Where the gateway's client sends requests, read through a stubbed fetch (the network boundary). */
async function hostFor(env: Record<string, string>): Promise<string> {
  const gateway = new SumUpGateway(loadConfig(env));
  const seen: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    seen.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ id: 'c1', status: 'PENDING' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  try {
    await gateway.getCheckout('c1');
  } finally {
    globalThis.fetch = realFetch;
  }
  return seen[0];
}

describe('SumUpGateway', () => {
  it('uses the simulator on this server without credentials', async () => {
    await expect(hostFor({ PORT: '4100' })).resolves.toBe(
      'http://127.0.0.1:4100/sumup-simulator/v0.1/checkouts/c1',
    );
  });

  it("uses SumUp's API with credentials", async () => {
    await expect(hostFor({ SUMUP_API_KEY: 'sup_sk_x', SUMUP_MERCHANT_CODE: 'M1' })).resolves.toBe(
      'https://api.sumup.com/v0.1/checkouts/c1',
    );
  });

  it('honours SUMUP_API_URL', async () => {
    await expect(
      hostFor({
        SUMUP_API_KEY: 'k',
        SUMUP_MERCHANT_CODE: 'M1',
        SUMUP_API_URL: 'http://sumup.test',
      }),
    ).resolves.toBe('http://sumup.test/v0.1/checkouts/c1');
  });
});

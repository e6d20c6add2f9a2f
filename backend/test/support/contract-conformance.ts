import { join } from 'node:path';
import type request from 'supertest';
import { checkAnswer } from '../../scripts/fuzz/checks.js';
import {
  createValidator,
  listOperations,
  loadDocument,
  type Operation,
} from '../../scripts/fuzz/openapi.js';

const CONTRACT = join(import.meta.dirname, '..', '..', '..', 'libs', 'contracts', 'openapi.json');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface ObservedResponse {
  status: number;
  text?: string;
  /** A binary answer (a PDF read as a Buffer) has a body but no text. */
  body?: unknown;
  headers: Record<string, string | undefined>;
}

/**
 * Every answer the API tests receive through `t.http()` is checked against the committed
 * contract, as the fuzz tier checks its own: a documented status, content type and a body that
 * matches the schema exactly (no undocumented fields). The API tests reach the success paths
 * the fuzzer's random data rarely does. Violations are collected and reported when the test
 * app closes.
 */
export class ContractConformance {
  private readonly document = loadDocument(CONTRACT);
  private readonly validator = createValidator(this.document);
  private readonly routes = listOperations(this.document).map((operation) => ({
    operation,
    pattern: new RegExp(`^${operation.path.replace(/\{[^/}]+\}/g, '[^/]+')}$`),
  }));
  readonly violations: string[] = [];

  watch(agent: ReturnType<typeof request>): ReturnType<typeof request> {
    return new Proxy(agent, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (!METHODS.includes(property as (typeof METHODS)[number])) return value;
        return (url: string) => {
          const test = (value as (url: string) => request.Test).call(target, url);
          test.on('response', (response: ObservedResponse) =>
            this.check(String(property), url, response),
          );
          return test;
        };
      },
    });
  }

  private check(method: string, url: string, response: ObservedResponse): void {
    const operation = this.operationFor(method, url);
    if (!operation) return; // not an API operation: static files, Swagger, the simulator
    const text = response.text ?? '';
    const bytes =
      response.text === undefined && Buffer.isBuffer(response.body)
        ? response.body.length
        : Buffer.byteLength(text);
    const failures = checkAnswer(
      operation,
      {
        status: response.status,
        contentType: response.headers['content-type'] ?? null,
        text,
        bytes,
        ms: 0,
      },
      this.validator,
    );
    for (const failure of failures) {
      this.violations.push(
        `${method.toUpperCase()} ${url} → ${response.status}: ${failure.check}: ${failure.message}`,
      );
    }
  }

  private operationFor(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0];
    return this.routes.find(
      ({ operation, pattern }) => operation.method === method.toUpperCase() && pattern.test(path),
    )?.operation;
  }
}

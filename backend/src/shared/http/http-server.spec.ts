import { BadRequestException, HttpException, UnsupportedMediaTypeException } from '@nestjs/common';
import { HTTP_MESSAGES } from '@standl/contracts';
import {
  acceptsEncoding,
  headerOf,
  type HttpRequest,
  isFresh,
  isUploadRefusal,
  parseFormBody,
  parseJsonBody,
  pathOf,
} from './http-server.js';

function withHeaders(headers: Record<string, string | string[]>): HttpRequest {
  return { headers, url: '/api/x?y=1' } as unknown as HttpRequest;
}

describe('acceptsEncoding', () => {
  it('accepts a listed encoding unless its q is 0, and any encoding under *', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.5, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip;q=0.5, br;q=0', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('isFresh', () => {
  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(isFresh(withHeaders({ 'if-none-match': 'W/"abc"' }), 'W/"abc"')).toBe(true);
    expect(isFresh(withHeaders({ 'if-none-match': '"x", "abc"' }), 'W/"abc"')).toBe(true);
    expect(isFresh(withHeaders({ 'if-none-match': '*' }), '"abc"')).toBe(true);
    expect(isFresh(withHeaders({ 'if-none-match': '"other"' }), '"abc"')).toBe(false);
    expect(isFresh(withHeaders({}), '"abc"')).toBe(false);
  });

  it('is never fresh when the client asks not to use its copy', () => {
    const request = withHeaders({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' });
    expect(isFresh(request, '"abc"')).toBe(false);
  });
});

describe('parseJsonBody', () => {
  const json = (body: string, contentType = 'application/json') =>
    parseJsonBody(withHeaders({ 'content-type': contentType }), Buffer.from(body));

  it('reads an object or an array, and an empty body as {}', async () => {
    await expect(json('{"a":1}')).resolves.toEqual({ a: 1 });
    await expect(json(' [1]')).resolves.toEqual([1]);
    await expect(json('  ')).resolves.toEqual({});
    await expect(json('{"a":"ä"}', 'application/json; charset=UTF-8')).resolves.toEqual({
      a: 'ä',
    });
  });

  it('refuses broken JSON and a bare value with the German message', async () => {
    for (const body of ['{"a":', '"text"', '12', 'null']) {
      await expect(json(body)).rejects.toEqual(new BadRequestException(HTTP_MESSAGES.invalidJson));
    }
  });

  it('refuses another charset with 415', async () => {
    await expect(json('{}', 'application/json; charset=latin2')).rejects.toBeInstanceOf(
      UnsupportedMediaTypeException,
    );
  });
});

describe('the other helpers', () => {
  it('reads a form body, a header and the path', async () => {
    const request = withHeaders({
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': ['a', 'b'],
    });
    await expect(parseFormBody(request, Buffer.from('outcome=pay&x=1&x=2'))).resolves.toEqual({
      outcome: 'pay',
      x: ['1', '2'],
    });
    expect(headerOf(request, 'Idempotency-Key')).toBe('a, b');
    expect(pathOf(request)).toBe('/api/x');
  });

  it("knows the upload reader's refusals from the app's own errors", () => {
    expect(isUploadRefusal(new BadRequestException('Unexpected file field - datei'))).toBe(true);
    expect(isUploadRefusal(new BadRequestException('Multipart: Boundary not found'))).toBe(true);
    expect(isUploadRefusal(new BadRequestException('Bitte eine Datei auswählen.'))).toBe(false);
    expect(isUploadRefusal(new HttpException('Too many parts', 413))).toBe(false);
  });
});

import {
  type ArgumentsHost,
  BadRequestException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ConnectionException } from '@mikro-orm/core';
import { ConflictError, DomainError } from '../errors/domain-error.js';
import { ApiExceptionFilter, errorBody } from './api-exception.filter.js';

interface Sent {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function answer(exception: unknown): Sent {
  const sent: Sent = { status: 0, body: undefined };
  /** The part of the server's reply the filter uses. */
  const response = {
    sent: false,
    header(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
      return this;
    },
    removeHeader(name: string) {
      delete sent.headers?.[name];
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    type(contentType: string) {
      expect(contentType).toBe('application/json; charset=utf-8');
      return this;
    },
    send(body: unknown) {
      sent.body = body;
    },
  };
  const request = { method: 'GET', originalUrl: '/api/x?y=1' };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  it('answers a broken business rule with its status and German message', () => {
    expect(answer(new DomainError('Standplatz nicht verfügbar'))).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Standplatz nicht verfügbar',
        error: 'Bad Request',
        code: 'VENDOR_BOOTH_UNAVAILABLE',
      },
    });
    // A text of no group: the code of its status's text.
    expect(answer(new ConflictError('Bereits vergeben')).body).toEqual({
      statusCode: 409,
      message: 'Bereits vergeben',
      error: 'Conflict',
      code: 'HTTP_BAD_REQUEST',
    });
  });

  it('adds the parameters of a message with placeholders', () => {
    const message =
      'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab 14:05 Uhr erneut.';
    expect(answer(new HttpException(message, 429)).body).toEqual({
      statusCode: 429,
      message,
      error: 'Too Many Requests',
      code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
      params: { time: '14:05' },
    });
  });

  it("joins a request's validation messages and lists each one's code", () => {
    const messages = [
      'Name muss mindestens 2 Zeichen lang sein',
      'Ungültige E-Mail-Adresse',
      'Unbekanntes Feld: colour',
    ];
    expect(answer(new BadRequestException(messages)).body).toEqual({
      statusCode: 400,
      message: messages.join('; '),
      error: 'Bad Request',
      code: 'VENDOR_NAME_TOO_SHORT',
      details: [
        { code: 'VENDOR_NAME_TOO_SHORT' },
        { code: 'VENDOR_INVALID_EMAIL' },
        { code: 'VALIDATION_UNKNOWN_FIELD', params: { field: 'colour' } },
      ],
    });
    expect(answer(new BadRequestException(['Ungültige E-Mail-Adresse'])).body).toEqual({
      statusCode: 400,
      message: 'Ungültige E-Mail-Adresse',
      error: 'Bad Request',
      code: 'VENDOR_INVALID_EMAIL',
    });
  });

  it('keeps a code the exception names itself (a replayed answer)', () => {
    const stored = {
      statusCode: 400,
      message: 'Name muss mindestens 2 Zeichen lang sein; Ungültige E-Mail-Adresse',
      error: 'Bad Request',
      code: 'VENDOR_NAME_TOO_SHORT',
      details: [{ code: 'VENDOR_NAME_TOO_SHORT' }, { code: 'VENDOR_INVALID_EMAIL' }],
    };
    expect(answer(new HttpException(stored, 400)).body).toEqual(stored);
    // An unknown code is not passed on: the text decides.
    expect(
      answer(new HttpException({ message: 'Händler nicht gefunden', code: 'NOPE' }, 404)).body,
    ).toEqual({
      statusCode: 404,
      message: 'Händler nicht gefunden',
      error: 'Not Found',
      code: 'ADMIN_VENDOR_NOT_FOUND',
    });
  });

  it('names the method and path of an unknown route', () => {
    expect(answer(new NotFoundException('Cannot GET /api/x')).body).toEqual({
      statusCode: 404,
      message: 'Nicht gefunden. (GET /api/x)',
      error: 'Not Found',
      code: 'HTTP_ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/x' },
    });
  });

  it("replaces Nest's English default messages with German ones", () => {
    expect(answer(new UnauthorizedException()).body).toEqual({
      statusCode: 401,
      message: 'Nicht angemeldet.',
      error: 'Unauthorized',
      code: 'HTTP_UNAUTHORIZED',
    });
    expect(answer(new NotFoundException('Händler nicht gefunden')).body).toMatchObject({
      message: 'Händler nicht gefunden',
    });
  });

  it('never shows the text of an unexpected error', () => {
    expect(answer(new Error('relation "vendor" does not exist'))).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
        error: 'Internal Server Error',
        code: 'HTTP_INTERNAL_ERROR',
      },
    });
  });
});

describe('ApiExceptionFilter when the database is away', () => {
  const answer503 = {
    status: 503,
    body: {
      statusCode: 503,
      message:
        'Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
      error: 'Service Unavailable',
      code: 'HTTP_DATABASE_UNAVAILABLE',
    },
    headers: { 'Retry-After': '5' },
  };

  it('answers 503 with the German message and Retry-After', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(answer(refused)).toEqual(answer503);
    expect(
      answer(new ConnectionException(new Error('Connection terminated unexpectedly'))),
    ).toEqual(answer503);
  });

  it('leaves other database errors at 500', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(answer(unique).status).toBe(500);
  });
});

describe('errorBody', () => {
  it('is { statusCode, message, error, code } with the HTTP reason phrase', () => {
    expect(errorBody(400, 'Name muss mindestens 2 Zeichen lang sein')).toEqual({
      statusCode: 400,
      message: 'Name muss mindestens 2 Zeichen lang sein',
      error: 'Bad Request',
      code: 'VENDOR_NAME_TOO_SHORT',
    });
    expect(errorBody(429, 'x').error).toBe('Too Many Requests');
    expect(errorBody(413, 'x').error).toBe('Payload Too Large');
  });

  it("falls back to the code of the status's own text", () => {
    expect(
      [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503].map(
        (status) => errorBody(status, 'Kein Text einer Gruppe').code,
      ),
    ).toEqual([
      'HTTP_BAD_REQUEST',
      'HTTP_UNAUTHORIZED',
      'HTTP_FORBIDDEN',
      'HTTP_NOT_FOUND',
      'HTTP_BAD_REQUEST',
      'HTTP_PAYLOAD_TOO_LARGE',
      'HTTP_UNSUPPORTED_MEDIA_TYPE',
      'HTTP_TOO_MANY_REQUESTS',
      'HTTP_INTERNAL_ERROR',
      'HTTP_INTERNAL_ERROR',
      'HTTP_SERVICE_UNAVAILABLE',
    ]);
  });
});

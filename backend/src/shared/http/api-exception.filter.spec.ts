import { type ArgumentsHost, NotFoundException, UnauthorizedException } from '@nestjs/common';
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
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
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
      body: { statusCode: 400, message: 'Standplatz nicht verfügbar', error: 'Bad Request' },
    });
    expect(answer(new ConflictError('Bereits vergeben')).body).toEqual({
      statusCode: 409,
      message: 'Bereits vergeben',
      error: 'Conflict',
    });
  });

  it("replaces Nest's English default messages with German ones", () => {
    expect(answer(new UnauthorizedException()).body).toEqual({
      statusCode: 401,
      message: 'Nicht angemeldet.',
      error: 'Unauthorized',
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
  it('is { statusCode, message, error } with the HTTP reason phrase', () => {
    expect(errorBody(400, 'Name muss mindestens 2 Zeichen lang sein')).toEqual({
      statusCode: 400,
      message: 'Name muss mindestens 2 Zeichen lang sein',
      error: 'Bad Request',
    });
    expect(errorBody(429, 'x').error).toBe('Too Many Requests');
    expect(errorBody(413, 'x').error).toBe('Payload Too Large');
  });
});

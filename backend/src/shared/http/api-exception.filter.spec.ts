import { type ArgumentsHost, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ConflictError, DomainError } from '../errors/domain-error.js';
import { ApiExceptionFilter, errorBody } from './api-exception.filter.js';

function answer(exception: unknown): { status: number; body: unknown } {
  const sent: { status: number; body: unknown } = { status: 0, body: undefined };
  const response = {
    headersSent: false,
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

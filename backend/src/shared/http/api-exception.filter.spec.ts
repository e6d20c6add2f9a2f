import { errorBody } from './api-exception.filter.js';

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

export * from './access-code.js';
export * from './constants.js';
export * from './dates.js';
export * from './messages.js';
export * from './money.js';
export * from './generated/api-types.js';
export * from './generated/api-client.js';
export * from './iban.js';

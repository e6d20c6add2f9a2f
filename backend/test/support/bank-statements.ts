// The statements the tests write themselves live beside the benchmark that uses them too.
export * from '../../scripts/support/bank-statements.js';

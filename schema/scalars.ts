import { builder } from './builder.ts';

builder.scalarType('JSON', {
  description: 'Structured data passed through from v3 as it is (camelCased keys).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('DateTime must be an ISO-8601 string');
    return value;
  },
});

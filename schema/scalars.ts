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

/** Money (issue 19): integer micro-units; sent as a decimal string, accepted as one or as an integer. */
builder.scalarType('Micros', {
  description: 'Money in micro-units of the currency (1,000,000 = 1 USD), as a decimal string of a non-negative integer.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new TypeError('Micros must be a non-negative integer (a decimal string of at most 16 digits)');
    }
    return Number(text);
  },
});

builder.scalarType('Date', {
  description: 'A calendar day in UTC, YYYY-MM-DD.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw new TypeError('Date must be a day, YYYY-MM-DD');
    }
    return value;
  },
});

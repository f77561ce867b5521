import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.co.uk', ' padded@example.com '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'plain',
    'a@b',
    '@b.com',
    'a@.com',
    'a@b.',
    'a b@c.com',
    'a@b@c.com',
    'a@b..com',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

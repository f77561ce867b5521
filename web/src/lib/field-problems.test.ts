import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { fieldErrorText, fieldMessagesOfIssues, problemOfIssue } from './field-problems';

const { t } = createI18n();

/** The messages a form shows for a body the schema refuses. */
function messagesOf(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('expected the body to be refused');
  return fieldMessagesOfIssues(t, parsed.error.issues);
}

describe('field problems as en-GB phrases', () => {
  it('turns zod’s length, required, number, choice and format issues into phrases with their limits', () => {
    const schema = z.object({
      name: z.string().trim().min(1, 'is required').max(200),
      code: z.string().min(3),
      count: z.number().int().min(2).max(9),
      small: z.number().min(2),
      big: z.number().max(9),
      email: z.email(),
      site: z.url(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).min(1),
      three: z.array(z.string()).max(1),
      missing: z.string(),
    });
    expect(
      messagesOf(schema, {
        name: 'x'.repeat(201),
        code: 'ab',
        count: 2.5,
        small: 1,
        big: 10,
        email: 'not-an-email',
        site: 'nowhere',
        kind: 'c',
        tags: [],
        three: ['a', 'b'],
      }),
    ).toEqual({
      name: 'Use at most 200 characters.',
      code: 'Use at least 3 characters.',
      count: 'Enter a whole number.',
      small: 'Enter 2 or more.',
      big: 'Enter 9 or less.',
      email: 'Enter a valid email address.',
      site: 'Enter a web address, such as https://example.org.',
      kind: 'Choose one of the options.',
      tags: 'This field is required.',
      three: 'Choose at most 1 item.',
      missing: 'This field is required.',
    });
    expect(messagesOf(z.object({ name: z.string().trim().min(1, 'is required') }), { name: '  ' })).toEqual({
      name: 'This field is required.',
    });
  });

  it('shows a rule’s own sentence or phrase key, and nothing of zod’s English', () => {
    const schema = z
      .object({ start: z.number(), end: z.number(), other: z.number() })
      .refine((body) => body.end > body.start, { path: ['end'], message: 'The end must be after the start.' })
      .refine((body) => body.other > 0, { path: ['other'], message: 'forms.number' })
      .refine((body) => body.other > 1, { path: ['start'], message: 'bad' });
    expect(messagesOf(schema, { start: 2, end: 1, other: 0 })).toEqual({
      end: 'The end must be after the start.',
      other: 'Enter a number.',
      start: 'Check this value.',
    });
  });

  it('turns the shared schemas’ short rule texts into phrases', () => {
    const schema = z.object({
      colour: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #1A2B3C'),
      email: z.string().refine((value) => value.includes('@'), 'must be an email address'),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd date'),
    });
    expect(messagesOf(schema, { colour: 'red', email: 'x', day: 'today' })).toEqual({
      colour: 'Enter a colour such as #1A2B3C.',
      email: 'Enter a valid email address.',
      day: 'Enter a date.',
    });
  });

  it('keeps only the first problem of a field', () => {
    expect(messagesOf(z.object({ name: z.string().min(3).max(1) }), { name: 'ab' })).toEqual({
      name: 'Use at least 3 characters.',
    });
  });

  it('never lets a fragment through as a field error', () => {
    expect(fieldErrorText(t, undefined)).toBeUndefined();
    expect(fieldErrorText(t, 'forms.tooLong', 200)).toBe('Use at most 200 characters.');
    expect(fieldErrorText(t, 'The name is taken.')).toBe('The name is taken.');
    expect(fieldErrorText(t, 'is required')).toBe('This field is required.');
    expect(fieldErrorText(t, 'must be a domain like example.com')).toBe(
      'Enter a domain such as example.com.',
    );
    expect(fieldErrorText(t, 'Too big: expected string to have <=200 characters')).toBe('Check this value.');
  });

  it('chooses by code and limits, with plural forms by count', () => {
    expect(problemOfIssue({ code: 'too_big', origin: 'string', maximum: 1 })).toEqual({
      key: 'fieldProblems.tooLong',
      values: { count: 1 },
    });
    expect(t('fieldProblems.tooLong', { count: 1 })).toBe('Use at most 1 character.');
    expect(problemOfIssue({ code: 'unrecognized_keys', message: 'Unrecognized key: "x"' })).toEqual({
      key: 'fieldProblems.invalid',
    });
  });
});

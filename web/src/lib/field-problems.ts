import type { TFunction } from 'i18next';

/**
 * The parts of a zod issue a phrase is chosen by. Written out rather than imported, so pages that
 * check their fields without zod can use it too, and zod's English never decides what is shown.
 */
export type FieldIssue = {
  code: string;
  path?: readonly PropertyKey[];
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
};

/** A phrase key and its values: what a person reads about one refused field. */
export type FieldProblem = { key: string; values?: Record<string, unknown> };

const problem = (key: string, values?: Record<string, unknown>): FieldProblem => ({
  key: `fieldProblems.${key}`,
  ...(values ? { values } : {}),
});
const required: FieldProblem = { key: 'forms.required' };
const textOrigins = new Set(['string']);
const listOrigins = new Set(['array', 'set']);
const numberOrigins = new Set(['number', 'int', 'bigint']);

/**
 * The short rule texts of the shared schemas (also read by API clients in 400s), as the phrase a
 * person reads instead. Keep in step with `shared/src`: an unknown one falls back to `invalid`.
 */
const sharedRuleMessages: Record<string, FieldProblem> = {
  'is required': required,
  'must be an email address': { key: 'forms.email' },
  'must be a colour like #1A2B3C': problem('colour'),
  'must be a domain like example.com': problem('domain'),
  'must be an https:// address or a path': problem('webAddressOrPath'),
  'must be a yyyy-mm-dd date': { key: 'forms.date' },
};

/**
 * A rule's own message is shown only when it is already an en-GB sentence ("The end date must be
 * after the start date.", "Programme id cannot be empty") or a phrase key; zod's built-in English
 * and bare fragments ("is required") never are.
 */
const zodEnglish = /^(Too big|Too small|Invalid|Unrecognized)\b/;
const isSentence = (message: string) => /^[A-Z]/.test(message) && !zodEnglish.test(message);
const isPhraseKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z_]+)+$/.test(message);

/** The phrase of one zod issue, from its code and limits (never from zod's English message). */
export function problemOfIssue(issue: FieldIssue): FieldProblem {
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum ?? 0);
      if (textOrigins.has(origin)) return min <= 1 ? required : problem('tooShort', { count: min });
      if (listOrigins.has(origin)) return min <= 1 ? required : problem('tooFew', { count: min });
      if (numberOrigins.has(origin)) return problem('numberTooSmall', { min });
      return problem('invalid');
    }
    case 'too_big': {
      const max = Number(issue.maximum ?? 0);
      if (textOrigins.has(origin)) return problem('tooLong', { count: max });
      if (listOrigins.has(origin)) return problem('tooMany', { count: max });
      if (numberOrigins.has(origin)) return problem('numberTooLarge', { max });
      return problem('invalid');
    }
    case 'invalid_type':
      // A form sends every field it has: a wrong type there means nothing was given.
      if (issue.expected === 'int') return problem('wholeNumber');
      if (issue.expected === 'number') return { key: 'forms.number' };
      return required;
    case 'invalid_format':
      if (issue.message && sharedRuleMessages[issue.message]) return sharedRuleMessages[issue.message]!;
      if (issue.format === 'email') return { key: 'forms.email' };
      if (issue.format === 'url') return problem('webAddress');
      return problem('format');
    case 'invalid_value':
      return problem('chooseOption');
    case 'not_multiple_of':
      return problem('wholeNumber');
    default: {
      const message = issue.message ?? '';
      if (sharedRuleMessages[message]) return sharedRuleMessages[message]!;
      if (isPhraseKey(message)) return { key: message };
      if (isSentence(message)) return { key: message };
      return problem('invalid');
    }
  }
}

/** The text of a field problem in the reader's language (a rule's own sentence shown as it is). */
export const problemText = (t: TFunction, { key, values }: FieldProblem): string =>
  isPhraseKey(key) ? t(key, values) : key;

/** One message per top-level field (its first issue), ready to show under the field. */
export function fieldMessagesOfIssues(t: TFunction, issues: readonly FieldIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0] ?? '');
    if (!(field in messages)) messages[field] = problemText(t, problemOfIssue(issue));
  }
  return messages;
}

/**
 * A field error held by a form: a phrase key (translated here, `max` for the length limit) or text
 * that is already a sentence. A fragment that is neither (a raw "is required") is replaced by a
 * phrase rather than reach the reader.
 */
export function fieldErrorText(t: TFunction, error: string | undefined, max?: number): string | undefined {
  if (error === undefined) return undefined;
  if (isPhraseKey(error)) return t(error, { max });
  if (isSentence(error)) return error;
  const { key, values } = sharedRuleMessages[error] ?? problem('invalid');
  return t(key, values);
}

import { describe, expect, it } from 'vitest';
import { startingWithIndefiniteArticle, withIndefiniteArticle } from './indefinite-article';

describe('withIndefiniteArticle', () => {
  it('says "an" before a vowel and "a" before a consonant', () => {
    expect(withIndefiniteArticle('action')).toBe('an action');
    expect(withIndefiniteArticle('impact group')).toBe('an impact group');
    expect(withIndefiniteArticle('audience member')).toBe('an audience member');
    expect(withIndefiniteArticle('pulse')).toBe('a pulse');
    expect(withIndefiniteArticle('training component')).toBe('a training component');
  });

  it('starts a sentence with a capital', () => {
    expect(startingWithIndefiniteArticle('action')).toBe('An action');
    expect(startingWithIndefiniteArticle('pulse')).toBe('A pulse');
  });
});

import { describe, expect, it } from 'vitest';
import { mustSignInFirst, returnToOf, routerPathOf } from './early-sign-in';

const signInPaths = { login: '/login', loginComplete: '/login-complete' };

describe('the sign-in redirect before the router boots', () => {
  it('goes to the provider first from every page but the sign-in ones', () => {
    expect(mustSignInFirst({ pathname: '/organisations/a/projects/b' }, '/', signInPaths)).toBe(true);
    expect(mustSignInFirst({ pathname: '/' }, '/', signInPaths)).toBe(true);
    expect(mustSignInFirst({ pathname: '/login' }, '/', signInPaths)).toBe(false);
    expect(mustSignInFirst({ pathname: '/login-complete' }, '/', signInPaths)).toBe(false);
    expect(mustSignInFirst({ pathname: '/app/login-complete' }, '/app', signInPaths)).toBe(false);
    expect(mustSignInFirst({ pathname: '/app/login/' }, '/app', signInPaths)).toBe(false);
    expect(mustSignInFirst({ pathname: '/app/organisations/a' }, '/app', signInPaths)).toBe(true);
  });

  it('carries the exact page asked for, in the router’s terms, as the state', () => {
    expect(returnToOf({ pathname: '/organisations/a', search: '?tab=2', hash: '#x' }, '/')).toBe(
      '/organisations/a?tab=2#x',
    );
    expect(returnToOf({ pathname: '/app/organisations/a', search: '', hash: '' }, '/app')).toBe(
      '/organisations/a',
    );
    expect(routerPathOf('/app', '/app')).toBe('/');
  });
});

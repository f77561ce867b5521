import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPasswordPage, SIGN_IN_ICON, signInPage } from './sign-in-page';

const appIcon = readFileSync(new URL('../../../../web/public/favicon.svg', import.meta.url), 'utf8');
const compact = (svg: string) => svg.replace(/>\s+</g, '><').trim();

describe('issue 28 item 24: the local sign-in pages ask the browser for no favicon', () => {
  it('declares the app’s icon inline on both pages, so no /favicon.ico is requested (and 404s)', () => {
    const pages = [
      signInPage({ action: '/login', demoLogins: [], demoPassword: 'x' }),
      newPasswordPage({ action: '/login', email: 'a@b.c', rule: 'r' }),
    ];
    for (const page of pages)
      expect(page).toContain(`<link rel="icon" type="image/svg+xml" href="${SIGN_IN_ICON}">`);
    expect(SIGN_IN_ICON.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(SIGN_IN_ICON.slice('data:image/svg+xml,'.length))).toBe(compact(appIcon));
  });
});

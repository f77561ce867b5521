import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const first = await hashPassword('demo-password');
    const second = await hashPassword('demo-password');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toContain('demo-password');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });
});

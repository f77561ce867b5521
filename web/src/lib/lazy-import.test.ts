import { describe, expect, it, vi } from 'vitest';
import { importWithRetry, isChunkLoadError } from './lazy-import';

describe('importWithRetry', () => {
  it('retries a failed import once', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    await expect(importWithRetry(importer, { retryDelayMs: 0 })).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fails with a ChunkLoadError after the second failure', async () => {
    const importer = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await importWithRetry(importer, { retryDelayMs: 0 }).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ChunkLoadError' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up on an import that does not answer within the time-out', async () => {
    const importer = vi.fn(() => new Promise<string>(() => {}));
    const error = await importWithRetry(importer, { timeoutMs: 10, retryDelayMs: 0 }).catch(
      (e: unknown) => e,
    );
    expect(isChunkLoadError(error)).toBe(true);
  });
});

import { CHUNK_LOAD_ERROR_NAME } from '@tandem/shared/core/error-messages';
import { CHUNK_LOAD_TIMEOUT_MS } from '@tandem/shared/core/timing';

/** A script or style chunk that could not be downloaded (spec §8). */
export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR_NAME;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && error.name === CHUNK_LOAD_ERROR_NAME;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a part of the app took longer than ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs a dynamic import with the spec's 120 s time-out, retries it once (a deploy or a dropped
 * connection often succeeds the second time), then fails with a ChunkLoadError.
 */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryDelayMs = 500 } = {},
): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      return await withTimeout(importer(), timeoutMs);
    } catch (error) {
      if (isChunkLoadError(error)) throw error;
      throw new ChunkLoadError('A part of the app could not be downloaded.', { cause: error });
    }
  }
}

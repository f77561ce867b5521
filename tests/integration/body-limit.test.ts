import { ClientErrorCode } from '@tandem/shared/core/error-codes';
import { API_GATEWAY_MAX_BODY_BYTES } from '@tandem/shared/core/limits';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { bearer } from './sessions';

describe('a body over the API Gateway limit', () => {
  it('is answered 413 in the standard error envelope naming the limit, not a dropped connection', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(API_GATEWAY_MAX_BODY_BYTES) });
    const response = await api('POST', '/api/v1/organisations', { headers: await bearer('admin'), body });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({
      payload: { field: 'body' },
      isError: true,
      code: ClientErrorCode.FIELD_VALIDATION_FAILED,
    });
    expect(response.json.message).toContain('10 MB');
  });

  it('leaves the connection usable for the next request', async () => {
    expect((await api('GET', '/api/health')).status).toBe(200);
  });
});

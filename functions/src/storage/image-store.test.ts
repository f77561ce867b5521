import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { s3ImageStore } from './image-store';

// S3 has no local stand-in here; the adapter's calls and its "missing object" path are checked
// against a mocked client (the local stack itself uses the file adapter).
const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

describe('S3 image store', () => {
  it('puts, gets and deletes one object per key in the bucket', async () => {
    const store = s3ImageStore('images-bucket');
    s3.on(PutObjectCommand).resolves({});
    // The SDK's streaming body: only the method the adapter uses.
    const body = { transformToByteArray: async () => new Uint8Array([0xff, 0xd8, 0xff, 1]) };
    s3.on(GetObjectCommand).resolves({ Body: body as never });
    s3.on(DeleteObjectCommand).resolves({});

    await store.put('profile/user-1.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1]));
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'images-bucket',
      Key: 'profile/user-1.jpg',
      ContentType: 'image/jpeg',
    });
    expect(await store.get('profile/user-1.jpg')).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1]));
    await store.delete('profile/user-1.jpg');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toMatchObject({
      Key: 'profile/user-1.jpg',
    });
  });

  it('answers undefined for a missing object and refuses keys that could escape the prefix', async () => {
    const store = s3ImageStore('images-bucket');
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'missing', $metadata: {} }));
    expect(await store.get('profile/nobody.jpg')).toBeUndefined();
    await expect(store.put('../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Unsafe image key/);
  });
});

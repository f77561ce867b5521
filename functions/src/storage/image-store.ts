import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { lambdaCredentials } from '../aws-credentials';
import { config } from '../config';
import { documentClient } from '../data/client';

/**
 * Where profile images live. A port with adapters: S3 in AWS (`IMAGE_BUCKET`), files under
 * `IMAGE_STORE_DIR` on the local stack (`.data/images`), and one DynamoDB item per image as the
 * fallback when neither is configured (tests of the functions alone).
 */
export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when there is no image under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (`profile/<userId>.jpg`); anything else is refused so no path can escape the folder. */
const safeKey = (key: string) => {
  if (!/^[\w-]+\/[\w.-]+$/.test(key) || key.includes('..')) throw new Error(`Unsafe image key: ${key}`);
  return key;
};

export function fileImageStore(directory: string): ImageStore {
  const pathOf = (key: string) => join(directory, ...safeKey(key).split('/'));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** One item per image: pk `IMAGE#<key>`, sk `IMAGE`, the bytes in a binary attribute (≤ 280 KB). */
export function dynamoDbImageStore(tableName = config.tableName): ImageStore {
  const itemKey = (key: string) => ({ pk: `IMAGE#${safeKey(key)}`, sk: 'IMAGE' });
  return {
    async put(key, bytes) {
      await documentClient.send(
        new PutCommand({ TableName: tableName, Item: { ...itemKey(key), bytes, size: bytes.length } }),
      );
    },
    async get(key) {
      const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: itemKey(key) }));
      const bytes = Item?.bytes as Uint8Array | undefined;
      return bytes ? new Uint8Array(bytes) : undefined;
    },
    async delete(key) {
      await documentClient.send(new DeleteCommand({ TableName: tableName, Key: itemKey(key) }));
    },
  };
}

const loadS3 = async () => {
  const s3 = await import('@aws-sdk/client-s3');
  return { s3, client: new s3.S3Client({ region: config.region, ...lambdaCredentials() }) };
};

/**
 * Private S3 objects, one per key; the bucket is created by the data stack (infra/aws). The S3 client
 * is loaded on the first image request only, so it is not part of the users Lambda's cold start.
 */
export function s3ImageStore(bucket: string): ImageStore {
  let loaded: ReturnType<typeof loadS3> | undefined;
  const load = () => (loaded ??= loadS3());
  return {
    async put(key, bytes) {
      const { s3, client } = await load();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: safeKey(key),
          Body: bytes,
          ContentType: 'image/jpeg',
        }),
      );
    },
    async get(key) {
      const { s3, client } = await load();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
        return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client } = await load();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
    },
  };
}

let store: ImageStore | undefined;
/** The store of this environment: S3 in AWS, files on the local stack, DynamoDB otherwise. */
export const imageStore = (): ImageStore => {
  store ??= process.env.IMAGE_BUCKET
    ? s3ImageStore(process.env.IMAGE_BUCKET)
    : process.env.IMAGE_STORE_DIR
      ? fileImageStore(process.env.IMAGE_STORE_DIR)
      : dynamoDbImageStore();
  return store;
};

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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

/** Private S3 objects, one per key; the bucket is created by the data stack (infra/aws). */
export function s3ImageStore(bucket: string): ImageStore {
  const client = new S3Client({ region: config.region });
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: safeKey(key), Body: bytes, ContentType: 'image/jpeg' }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
        return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
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

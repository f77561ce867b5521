import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from '../data/client';

/**
 * Where profile images live. A port with two adapters: files under `IMAGE_STORE_DIR` on the local
 * stack (`.data/images`), and one DynamoDB item per image in AWS (`@aws-sdk/client-s3` is not
 * installed; the S3 adapter is one class behind this port once it is — docs/decisions.md).
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

let store: ImageStore | undefined;
/** The store of this environment: files when `IMAGE_STORE_DIR` is set (local stack), else DynamoDB. */
export const imageStore = (): ImageStore => {
  store ??= process.env.IMAGE_STORE_DIR ? fileImageStore(process.env.IMAGE_STORE_DIR) : dynamoDbImageStore();
  return store;
};

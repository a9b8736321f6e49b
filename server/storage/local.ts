/** Blobs as files under one folder: {rootDir}/{key}. Writes go to a temporary file renamed into place, so a reader never sees half a blob. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type BlobStore } from './blob-store.ts';

export function localBlobStore(rootDir: string): BlobStore {
  const root = path.resolve(rootDir);
  const fileOf = (key: string): string => {
    const file = path.resolve(root, checkKey(key));
    // checkKey already refuses '..'; this is the belt to its braces.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid blob key ${JSON.stringify(key)}: outside the store.`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

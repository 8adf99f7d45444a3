import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces a file so that a reader sees its old content or its new content, never an empty or half-written
 * file. A plain writeFileSync truncates the file before it writes, and Next's watcher, which reads a module
 * `npm run dev` rewrites the moment it changes, once compiled the empty file ("Export contentVersion
 * doesn't exist in target module"). The bytes go to a temporary file in the same folder, so on the same
 * file system, and a rename, which is atomic, puts it in place.
 */
export function writeFileAtomic(file: string, data: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, data);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

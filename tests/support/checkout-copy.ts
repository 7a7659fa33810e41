// A copy of this checkout in a temporary folder, for a test that changes what the repository
// holds (a photograph dropped in, the company's facts filled in) and runs a command on it: every
// tracked file as it is in the working tree, and the checkout's node_modules linked in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './migrations';

/** Copies the checkout into a new folder whose name starts with `prefix`; returns its path. */
export function copyCheckout(prefix: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' });
  for (const file of tracked.split('\0').filter(Boolean)) {
    // A file deleted in the working tree but not yet in git's index is left out, as the build would.
    if (!fs.existsSync(path.join(projectRoot, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(projectRoot, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

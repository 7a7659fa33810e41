// The Nu HTML Checker (vnu-jar) finds no error in the HTML the server sends for any page.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { childEnvironment } from '../support/test-environment';
import { auditedPaths, notFoundPaths } from './audited-pages';

const checkerJar = 'node_modules/vnu-jar/build/dist/vnu.jar';

type CheckerMessage = {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

test('every page is valid HTML', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'the server sends both projects the same HTML');
  test.setTimeout(120_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-html-'));
  const fileOf = new Map<string, string>();
  try {
    for (const [index, pagePath] of [...auditedPaths, ...notFoundPaths].entries()) {
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, await (await request.get(pagePath)).text());
      fileOf.set(file, pagePath);
    }
    // One checker run for every page: the JVM takes longer to start than to check a page.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', checkerJar, '--errors-only', '--exit-zero-always', '--format', 'json', folder],
      // A caller's JAVA_TOOL_OPTIONS would print a line into the report.
      { env: childEnvironment(), maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
    const errors = messages.map((message) => ({
      page: fileOf.get(new URL(message.url).pathname) ?? message.url,
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

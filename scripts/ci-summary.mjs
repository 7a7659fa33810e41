// Adds up every JSON report in reports/ into the line CI reads: "N passed, M failed".
// Vitest's reports (reports/unit.json from `npm test`, reports/vitest-node26.json from
// scripts/ci/node-lts.sh, any other) and Playwright's (reports/e2e.json) are told apart by shape.
import fs from 'node:fs';
import path from 'node:path';

const directory = 'reports';

let passed = 0;
let failed = 0;
let skipped = 0;

const files = fs.existsSync(directory)
  ? fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

for (const name of files) {
  const file = path.join(directory, name);
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // A report cut short (a runner that crashed while writing it) is a failure, not nothing.
    console.log(`${file}: unreadable, counted as 1 failure`);
    failed += 1;
    continue;
  }
  const counts = countReport(report);
  if (!counts) {
    console.log(`${file}: not a Vitest or Playwright report, not counted`);
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(
    `${file} (${counts.runner}): passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`,
  );
}

function countReport(report) {
  if (typeof report?.numTotalTests === 'number') {
    // A test file that failed without a failed test (it could not be loaded) counts once.
    const brokenFiles = (report.testResults ?? []).filter(
      (result) =>
        result.status === 'failed' &&
        !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    return {
      runner: 'Vitest',
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  if (report?.stats && typeof report.stats === 'object') {
    return {
      runner: 'Playwright',
      passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected ?? 0,
      skipped: report.stats.skipped ?? 0,
    };
  }
  return undefined;
}

const exitCode = Number(process.argv[2] ?? 0);
// A failure before any test ran (install, build) still counts as a failure.
if (exitCode !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

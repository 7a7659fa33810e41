// Adds up the Vitest and Playwright JSON reports into the line CI reads: "N passed, M failed".
import fs from 'node:fs';

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = readReport('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}

const e2e = readReport('reports/e2e.json');
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
}

const exitCode = Number(process.argv[2] ?? 0);
// A failure before any test ran (install, build) still counts as a failure.
if (exitCode !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

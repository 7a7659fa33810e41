// `npm run stress`: the load and crash tests of `npm test` at ten times their size, with
// the figures printed. Exits 1 if an acknowledged message was lost or an answer was a 5xx.
import {
  crashTestSize,
  loadTestSize,
  runCrash,
  runLoad,
  type FloodReport,
} from '../tests/support/flood';

const scale = 10;

function printReport(title: string, report: FloodReport): void {
  const milliseconds = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n${title}`);
  console.table({
    sent: report.sent,
    acknowledged: report.acknowledged,
    stored: report.stored,
    lost: report.lost,
    '5xx': report.serverErrors,
    '4xx': report.refused,
    unanswered: report.unanswered,
    'p50 latency': milliseconds(report.p50Milliseconds),
    'p99 latency': milliseconds(report.p99Milliseconds),
    duration: `${(report.durationMilliseconds / 1000).toFixed(1)} s`,
  });
}

const load = await runLoad({ ...loadTestSize, messages: loadTestSize.messages * scale });
printReport(`Load: ${load.sent} messages from ${loadTestSize.concurrency} clients`, load);

const crash = await runCrash({
  ...crashTestSize,
  messages: crashTestSize.messages * scale,
  killAfterAcknowledged: crashTestSize.killAfterAcknowledged * scale,
});
printReport(
  `Crash: ${crash.sent} messages, SIGKILL after ${crashTestSize.killAfterAcknowledged * scale} were acknowledged, then a restart on the same file`,
  crash,
);

const failures = [
  ...[load, crash].flatMap((report) => (report.lost > 0 ? ['acknowledged messages lost'] : [])),
  ...[load, crash].flatMap((report) => (report.serverErrors > 0 ? ['5xx answers'] : [])),
  ...(crash.killedMidFlood ? [] : ['the server was not killed in the middle of the flood']),
];
console.log(
  failures.length > 0 ? `\nFAILED: ${failures.join(', ')}` : '\nOK: nothing lost, no 5xx',
);
process.exitCode = failures.length > 0 ? 1 : 0;

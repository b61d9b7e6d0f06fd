// Runs in every spec file: whatever the file started is stopped when it ends.
import { afterAll, beforeEach } from 'vitest';
import { closeBrowser, stopServers } from './index';

// A test that fails and then passes on its retry (vitest.config.ts `retry`) is reported as passed
// with "retry x1", and the reporter drops the first try's error. Printed here, with the test's name,
// so the log of a green run still says what went wrong and a flaky test can be fixed.
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const tries = (task.result?.retryCount ?? 0) + 1;
    const retries = typeof task.retry === 'number' ? task.retry : (task.retry?.count ?? 0);
    if (tries > retries) return; // the last try: the reporter prints its error
    const error = task.result?.errors?.at(-1);
    const text = (error?.stack ?? error?.message ?? 'no error recorded')
      .split('\n')
      .filter((line) => !line.includes('/node_modules/'))
      .join('\n');
    console.error(`Try ${tries} of ${retries + 1} failed, retrying: ${task.fullName}\n${text}`);
  });
});

afterAll(async () => {
  await closeBrowser();
  await stopServers();
}, 30_000);

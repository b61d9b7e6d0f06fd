// Runs in every spec file: whatever the file started is stopped when it ends.
import { afterAll, afterEach, beforeEach } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { closeBrowser, closeContexts, openContexts } from './browser';
import { stopServers } from './index';

// A test that fails and then passes on its retry (vitest.config.ts `retry`) is reported as passed
// with "retry x1", and the reporter drops the first try's error. Printed here, with the test's name,
// so the log of a green run still says what went wrong and a flaky test can be fixed.
beforeEach(({ task, onTestFailed }) => {
  // The errors list is the test's, over all its tries: this try's are those added from now on.
  const before = task.result?.errors?.length ?? 0;
  onTestFailed(({ task: failed }) => {
    const tries = (failed.result?.retryCount ?? 0) + 1;
    const retries = typeof failed.retry === 'number' ? failed.retry : (failed.retry?.count ?? 0);
    if (tries > retries) return; // the last try: the reporter prints its errors
    const errors = failed.result?.errors?.slice(before) ?? [];
    const text = errors
      .flatMap((error) => (error.stack ?? error.message).split('\n'))
      .filter((line) => !line.includes('/node_modules/'))
      .join('\n');
    console.error(
      `Try ${tries} of ${retries + 1} failed, retrying: ${failed.fullName}\n${text || 'no error recorded'}`,
    );
  });
});

// A test's pages are closed when it ends: one left open keeps its timers, animations and requests
// running (and its renderer process alive) for the rest of the file, next to the tests after it.
// Contexts opened in a beforeAll, for several tests, stay open until the file ends.
let before = new Set<BrowserContext>();
beforeEach(() => {
  before = new Set(openContexts());
});
afterEach(async () => {
  await closeContexts(openContexts().filter((c) => !before.has(c)));
});

afterAll(async () => {
  await closeBrowser();
  await stopServers();
}, 30_000);

// Runs in every spec file: whatever the file started is stopped when it ends.
import { afterAll } from 'vitest';
import { closeBrowser, stopServers } from './index';

afterAll(async () => {
  await closeBrowser();
  await stopServers();
}, 30_000);

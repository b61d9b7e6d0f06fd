import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
export const WEB_INDEX = path.join(WEB_DIST, 'index.html');
export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'screenshots');
export const CHROMIUM = '/usr/bin/chromium';

/** Fixed secrets (64 hex characters each) for the e2e servers. */
export const E2E_JWT_SECRET = '3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b';
export const E2E_HASH_SECRET = '9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9';
/** The demo test numbers' OTP in demo mode. */
export const DEMO_OTP = '1234';

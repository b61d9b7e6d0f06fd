import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** apps/web/src, and its source files (tests left out) as paths relative to it with '/'. */
const SRC = fileURLToPath(new URL('../../../', import.meta.url));
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const text = (f: string) => readFileSync(path.join(SRC, f), 'utf8');

// One call, one query key: the KYC screen and the account profile read the same GET /user/details,
// so a saved POC or bank proof (which answers the whole profile) refreshes both.
describe('the profile read (kycEndpoints.details)', () => {
  it('is fetched by one api file, whose hook both screens use', () => {
    expect(sources.filter((f) => text(f).includes('kycEndpoints.details'))).toEqual([
      'features/kyc/api/get-user-details.ts',
    ]);
    expect(sources.filter((f) => /= useUserDetails\(\)/.test(text(f))).sort()).toEqual([
      'features/account/screens/ProfileScreen.tsx',
      'features/kyc/screens/KycScreen.tsx',
    ]);
  });

  it("is replaced by the account's POC and bank-proof calls under KYC's key, not a key of their own", () => {
    const writers = sources.filter((f) => f.startsWith('features/account/') && /\.details\(\)/.test(text(f)));
    expect(writers.length).toBeGreaterThanOrEqual(3);
    for (const f of writers)
      expect(
        text(f)
          .match(/\w+\.details\(\)/g)
          ?.every((k) => k === 'kycKeys.details()'),
      ).toBe(true);
  });
});

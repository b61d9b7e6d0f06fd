import { QUEUE_MESSAGES, STAFF_MESSAGES, auditEndpoints, kycEndpoints, queuesEndpoints } from '@oc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  loginAs,
  staffLogin,
  type TestContext,
} from '../../../test/support';

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
const t = { finance: '', support: '' };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  t.finance = (await staffLogin(ctx, await createStaff(ctx, 'finance', 'Farah Finance'))).accessToken;
  t.support = (await staffLogin(ctx, await createStaff(ctx, 'support', 'Sohan Support'))).accessToken;
});
afterAll(async () => ctx.close());

describe('the bank-proof queue', () => {
  it('lists what waits, serves its file, and a rejection with a reason reaches the operator', async () => {
    const queue = await callAs(t.support, queuesEndpoints.bankProofs);
    expect(queue.status).toBe(200);
    const sharma = queue.data.find((q) => q.mobileNo === '9000000005');
    expect(sharma).toMatchObject({ accountType: 'OPERATOR', userName: 'Priya Sharma' });
    // Only PENDING ones: 9000000001's is APPROVED.
    expect(queue.data.map((q) => q.mobileNo)).not.toContain('9000000001');

    const file = await callAs(t.support, queuesEndpoints.bankProofFile, {
      params: { accountId: sharma!.accountId },
    });
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe(sharma!.contentType);
    expect(file.res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.res.rawPayload.length).toBeGreaterThan(100);

    // support sees, does not decide; a rejection needs its reason.
    const bySupport = await callAs(t.support, queuesEndpoints.decideBankProof, {
      params: { accountId: sharma!.accountId },
      body: { decision: 'APPROVED' },
    });
    expect(bySupport.status).toBe(403);
    expect(bySupport.error.data).toBe(STAFF_MESSAGES.roleRefused);
    const noReason = await callAs(t.finance, queuesEndpoints.decideBankProof, {
      params: { accountId: sharma!.accountId },
      body: { decision: 'REJECTED' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.error.errors?.[0]).toEqual({ path: 'reason', message: QUEUE_MESSAGES.reasonRequired });

    const rejected = await callAs(t.finance, queuesEndpoints.decideBankProof, {
      params: { accountId: sharma!.accountId },
      body: { decision: 'REJECTED', reason: 'The cheque image is blurred' },
    });
    expect(rejected.data).toEqual({ accountId: sharma!.accountId, status: 'REJECTED' });
    const again = await callAs(t.finance, queuesEndpoints.decideBankProof, {
      params: { accountId: sharma!.accountId },
      body: { decision: 'APPROVED' },
    });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(QUEUE_MESSAGES.notPending);
    expect((await callAs(t.support, queuesEndpoints.bankProofs)).data.map((q) => q.mobileNo)).not.toContain(
      '9000000005',
    );
    expect(
      (await callAs(t.support, queuesEndpoints.bankProofFile, { params: { accountId: sharma!.accountId } }))
        .status,
    ).toBe(404);

    // The operator sees the decision and its reason: on the profile and in Activity.
    const { accessToken } = await loginAs(ctx, '9000000005');
    const profile = await callAs(accessToken, kycEndpoints.details);
    expect(profile.data[0]!.cancelledChequeDetails).toEqual({
      status: 'REJECTED',
      reason: 'The cheque image is blurred',
    });
    const activity = await callAs(accessToken, auditEndpoints.activity);
    expect(activity.data.find((e) => e.kind === 'account.bank_proof_decided')).toMatchObject({
      actorName: 'Farah Finance',
      actorRole: 'finance',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', reason: 'The cheque image is blurred' },
    });
  });

  it('answers 404 for an account with no bank proof and refuses a malformed id', async () => {
    const none = await callAs(t.finance, queuesEndpoints.decideBankProof, {
      params: { accountId: '00000000-0000-4000-8000-000000000000' },
      body: { decision: 'APPROVED' },
    });
    expect(none.status).toBe(404);
    const bad = await callAs(t.finance, queuesEndpoints.bankProofFile, { params: { accountId: 'nope' } });
    expect(bad.status).toBe(400);
  });
});

import {
  CLAIM_APPROVAL_PROPOSAL_RUPEES,
  QUEUE_MESSAGES,
  STAFF_MESSAGES,
  auditEndpoints,
  kycEndpoints,
  proposalsEndpoints,
  queuesEndpoints,
  reimbursementsEndpoints,
} from '@oc/contract';
import { sql } from 'drizzle-orm';
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
const t = { finance: '', finance2: '', support: '' };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  t.finance = (await staffLogin(ctx, await createStaff(ctx, 'finance', 'Farah Finance'))).accessToken;
  t.finance2 = (await staffLogin(ctx, await createStaff(ctx, 'finance', 'Gopal Finance'))).accessToken;
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

describe('the claims queue', () => {
  const mgClaims = async (token: string) =>
    (await callAs(token, reimbursementsEndpoints.list, { model: 'BUSOWNER' })).data;

  it('previews a waiting claim; a rejection with a reason reaches the operator; support cannot decide', async () => {
    const queue = await callAs(t.support, queuesEndpoints.claims);
    expect(queue.status).toBe(200);
    const mine = queue.data.filter((c) => c.mobileNo === '9000000002');
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(queue.data.every((c) => c.proposalId === null)).toBe(true);
    // Oldest first.
    const filed = queue.data.map((c) => c.filedAt);
    expect([...filed].sort()).toEqual(filed);

    const jpg = mine.find((c) => c.fileName?.endsWith('.jpg'))!;
    const preview = await callAs(t.support, queuesEndpoints.claimProof, { params: { id: jpg.id } });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ kind: 'image', table: null });
    expect(preview.data.url).toMatch(/^\/api\/v1\/files\/signed\//);
    const image = await ctx.app.inject({ method: 'GET', url: preview.data.url! });
    expect(image.statusCode).toBe(200);
    // A sheet's preview is the operator's own (its rows, or 'unsupported' past the worker's limits).
    const xlsx = mine.find((c) => c.fileName?.endsWith('.xlsx'))!;
    const sheet = await callAs(t.support, queuesEndpoints.claimProof, { params: { id: xlsx.id } });
    expect(sheet.status).toBe(200);
    expect(['table', 'unsupported']).toContain(sheet.data.kind);

    const bySupport = await callAs(t.support, queuesEndpoints.decideClaim, {
      params: { id: jpg.id },
      body: { decision: 'REJECTED', reason: 'Toll receipt is for another bus' },
    });
    expect(bySupport.status).toBe(403);
    const noReason = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: jpg.id },
      body: { decision: 'REJECTED' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.error.errors?.[0]).toEqual({ path: 'reason', message: QUEUE_MESSAGES.reasonRequired });

    const rejected = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: jpg.id },
      body: { decision: 'REJECTED', reason: 'Toll receipt is for another bus' },
    });
    expect(rejected.data).toEqual({ id: jpg.id, status: 'REJECTED', approvedAmount: null, proposalId: null });
    const again = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: jpg.id },
      body: { decision: 'APPROVED', amount: 1 },
    });
    expect(again.status).toBe(409);
    expect((await callAs(t.support, queuesEndpoints.claimProof, { params: { id: jpg.id } })).status).toBe(
      404,
    );

    const { accessToken } = await loginAs(ctx, '9000000002');
    const claim = (await mgClaims(accessToken)).find((c) => c._id === jpg.id);
    expect(claim).toMatchObject({
      financeStatus: 'REJECTED',
      decisionReason: 'Toll receipt is for another bus',
    });
    const activity = await callAs(accessToken, auditEndpoints.activity, { model: 'BUSOWNER' });
    expect(activity.data.find((e) => e.kind === 'reimbursement.rejected')).toMatchObject({
      actorName: 'Farah Finance',
      after: { status: 'REJECTED', reason: 'Toll receipt is for another bus' },
    });
  });

  it('approves up to the claimed amount at once; above the limit it is a proposal a second person applies', async () => {
    const queue = (await callAs(t.finance, queuesEndpoints.claims)).data;
    const small = queue.find((c) => c.amount <= CLAIM_APPROVAL_PROPOSAL_RUPEES)!;
    const over = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: small.id },
      body: { decision: 'APPROVED', amount: small.amount + 1 },
    });
    expect(over.status).toBe(400);
    expect(over.error.errors?.[0]).toEqual({
      path: 'amount',
      message: QUEUE_MESSAGES.amountRange(small.amount),
    });
    const approved = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: small.id },
      body: { decision: 'APPROVED', amount: small.amount - 1 },
    });
    expect(approved.data).toMatchObject({ status: 'APPROVED', approvedAmount: small.amount - 1 });

    // A claim above the limit (a new claim on the seeded bus of 9000000002, by SQL for its amount).
    const big = queue.find((c) => c.id !== small.id && c.mobileNo === small.mobileNo)!;
    await ctx.db.execute(
      sql`update reimbursements set amount_paise = ${(CLAIM_APPROVAL_PROPOSAL_RUPEES + 5000) * 100} where id = ${big.id}`,
    );
    const proposed = await callAs(t.finance, queuesEndpoints.decideClaim, {
      params: { id: big.id },
      body: { decision: 'APPROVED', amount: CLAIM_APPROVAL_PROPOSAL_RUPEES + 4000 },
    });
    expect(proposed.data).toMatchObject({ status: 'PROPOSED', approvedAmount: null });
    const proposalId = proposed.data.proposalId!;
    // It waits: listed with its proposal, and not decidable from the queue meanwhile.
    expect(
      (await callAs(t.support, queuesEndpoints.claims)).data.find((c) => c.id === big.id)?.proposalId,
    ).toBe(proposalId);
    const meanwhile = await callAs(t.finance2, queuesEndpoints.decideClaim, {
      params: { id: big.id },
      body: { decision: 'REJECTED', reason: 'Not ours' },
    });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.error.data).toBe(QUEUE_MESSAGES.claimAwaitingApproval);
    // Self-approval refused; a second finance user applies it, and the claim is APPROVED for that amount.
    expect((await callAs(t.finance, proposalsEndpoints.approve, { params: { id: proposalId } })).status).toBe(
      403,
    );
    const applied = await callAs(t.finance2, proposalsEndpoints.approve, { params: { id: proposalId } });
    expect(applied.data).toMatchObject({ kind: 'CLAIM_APPROVAL', status: 'APPLIED', resultRef: big.id });
    expect(applied.data.summary).toContain('Approve the claim');
    const { accessToken } = await loginAs(ctx, big.mobileNo);
    expect((await mgClaims(accessToken)).find((c) => c._id === big.id)).toMatchObject({
      financeStatus: 'APPROVED',
      financeApprovedAmount: CLAIM_APPROVAL_PROPOSAL_RUPEES + 4000,
    });
    const trail = await callAs(t.support, auditEndpoints.list, { query: { kind: 'reimbursement.approved' } });
    expect(trail.data.find((e) => e.entityId === big.id)).toMatchObject({ actorName: 'Gopal Finance' });
  });
});

describe('the KYC queue', () => {
  it('lists a name mismatch; taking the document name lets the next try verify', async () => {
    const { accessToken } = await loginAs(ctx, '9000000001');
    const tryPan = () => callAs(accessToken, kycEndpoints.verify, { body: { pan: 'AAAPL1234C' } });
    expect((await tryPan()).data).toMatchObject({ verified: false });
    expect((await tryPan()).data).toMatchObject({ verified: false });
    const queue = await callAs(t.support, queuesEndpoints.kyc);
    const item = queue.data.find((k) => k.mobileNo === '9000000001' && k.document === 'PAN');
    expect(item).toMatchObject({ nameOnDocument: 'ARJUN MEHTA', tries: 2, provider: 'sandbox' });

    const noReason = await callAs(t.support, queuesEndpoints.decideKyc, {
      params: { accountId: item!.accountId },
      body: { document: 'PAN', decision: 'DISMISSED' },
    });
    expect(noReason.status).toBe(400);
    const decided = await callAs(t.support, queuesEndpoints.decideKyc, {
      params: { accountId: item!.accountId },
      body: { document: 'PAN', decision: 'USE_DOCUMENT_NAME' },
    });
    expect(decided.data).toEqual({ accountId: item!.accountId, decision: 'USE_DOCUMENT_NAME' });
    const twice = await callAs(t.support, queuesEndpoints.decideKyc, {
      params: { accountId: item!.accountId },
      body: { document: 'PAN', decision: 'USE_DOCUMENT_NAME' },
    });
    expect(twice.status).toBe(409);
    expect(
      (await callAs(t.support, queuesEndpoints.kyc)).data.find((k) => k.accountId === item!.accountId),
    ).toBe(undefined);
    // The operator's next try matches, and Activity says who changed the legal name, from what.
    expect((await tryPan()).data).toMatchObject({ verified: true });
    const activity = await callAs(accessToken, auditEndpoints.activity);
    expect(activity.data.find((e) => e.kind === 'kyc.review_decided')).toMatchObject({
      actorName: 'Sohan Support',
      before: { legalName: 'Shiv Shakti Travels' },
      after: { document: 'PAN', decision: 'USE_DOCUMENT_NAME', legalName: 'ARJUN MEHTA' },
    });
  });

  it('a dismissal with a reason leaves the names alone and the document comes back on its next mismatch', async () => {
    const { accessToken } = await loginAs(ctx, '9000000005');
    const tryPan = () => callAs(accessToken, kycEndpoints.verify, { body: { pan: 'AAAPL1234C' } });
    await tryPan();
    const item = (await callAs(t.support, queuesEndpoints.kyc)).data.find(
      (k) => k.mobileNo === '9000000005' && k.document === 'PAN',
    );
    if (!item) return expect.fail('no PAN mismatch queued');
    const legalName = async () => (await callAs(accessToken, kycEndpoints.details)).data[0]!.legalName;
    const nameBefore = await legalName();
    await callAs(t.support, queuesEndpoints.decideKyc, {
      params: { accountId: item.accountId },
      body: { document: 'PAN', decision: 'DISMISSED', reason: 'The PAN is of another person' },
    });
    const after = (await callAs(t.support, queuesEndpoints.kyc)).data;
    expect(after.some((k) => k.accountId === item.accountId)).toBe(false);
    expect(await legalName()).toBe(nameBefore);
    ctx.clock.advance(1000);
    await tryPan();
    expect(
      (await callAs(t.support, queuesEndpoints.kyc)).data.find(
        (k) => k.document === 'PAN' && k.accountId === item.accountId,
      ),
    ).toMatchObject({ tries: 1 });
    const activity = await callAs(accessToken, auditEndpoints.activity);
    expect(activity.data.find((e) => e.kind === 'kyc.review_decided')).toMatchObject({
      after: { decision: 'DISMISSED', reason: 'The PAN is of another person' },
    });
  });
});

import { WEBHOOK_EVENTS } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { backoffMs, signature } from './dispatcher';
import { eventsOf, OUTBOX_AUDIT_KINDS } from './outbox';
import { createHmac } from 'node:crypto';

/** The audit kind → webhook event rules of the outbox (outbox.ts) and the dispatcher's arithmetic. */

const change = (kind: string, after: unknown, before: unknown = null, entityId: string | null = 'e1') => ({
  kind,
  entity: 'x',
  entityId,
  accountId: 'a1',
  before,
  after,
});

describe('audit kinds → webhook events', () => {
  it('every event type has a change that makes it', () => {
    const made = new Set<string>();
    const samples: Record<string, [unknown, unknown]> = {
      'deal.updated': [{ status: 'INACTIVE' }, { status: 'ACTIVE' }],
      'commission.services_updated': [
        { s1: { service: 'A', seatLimit: 10, fallbackFare: { seater: 500 }, dates: {} } },
        { s1: { service: 'A', seatLimit: 20, fallbackFare: { seater: 600 }, dates: {} } },
      ],
    };
    for (const kind of OUTBOX_AUDIT_KINDS) {
      const [after, before] = samples[kind] ?? [{ status: 'X' }, {}];
      for (const e of eventsOf(change(kind, after, before))) made.add(e.type);
    }
    expect([...made].sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('a deal switched on or off is deal.switched; an extension is no event', () => {
    expect(
      eventsOf(change('deal.updated', { code: 'C', status: 'INACTIVE', endDate: 'd' }, { status: 'ACTIVE' })),
    ).toEqual([
      {
        type: 'deal.switched',
        data: { campaignId: 'e1', code: 'C', status: 'INACTIVE', previousStatus: 'ACTIVE' },
      },
    ]);
    expect(
      eventsOf(
        change(
          'deal.updated',
          { status: 'ACTIVE', endDate: '2026-12-01' },
          { status: 'ACTIVE', endDate: '2026-11-30' },
        ),
      ),
    ).toEqual([]);
  });

  it('a services update is commission.updated, seat-fare.updated or both, with only what changed', () => {
    const before = {
      s1: {
        service: 'Pune Goa 21:30',
        seatLimit: 10,
        fallbackFare: { seater: 500, sleeper: null },
        dates: { '2026-12-01': { discount: 10, fare: { seater: 600, sleeper: null } } },
      },
      s2: {
        service: 'Pune Goa 22:30',
        seatLimit: 10,
        fallbackFare: { seater: 500, sleeper: null },
        dates: { '2026-12-01': { discount: 10, fare: { seater: 600, sleeper: null } } },
      },
    };
    const after = {
      s1: { ...before.s1, dates: { '2026-12-01': { discount: 15, fare: { seater: 600, sleeper: null } } } },
      s2: { ...before.s2, fallbackFare: { seater: 550, sleeper: null } },
    };
    expect(eventsOf(change('commission.services_updated', after, before, null))).toEqual([
      {
        type: 'commission.updated',
        data: {
          scope: 'services',
          services: [
            { serviceId: 's1', service: 'Pune Goa 21:30', dates: { '2026-12-01': { discount: 15 } } },
          ],
        },
      },
      {
        type: 'seat-fare.updated',
        data: {
          services: [
            { serviceId: 's2', service: 'Pune Goa 22:30', fallbackFare: { seater: 550, sleeper: null } },
          ],
        },
      },
    ]);
    expect(eventsOf(change('commission.services_updated', {}, {}, null))).toEqual([]);
  });

  it('staff decisions carry no staff member; kinds without a rule make nothing', () => {
    const [e] = eventsOf(
      change('reimbursement.approved', {
        status: 'APPROVED',
        rc: 'KA01',
        approvedAmount: 100,
        by: 'admin:Asha',
      }),
    );
    expect(e).toEqual({
      type: 'reimbursement.decided',
      data: { reimbursementId: 'e1', status: 'APPROVED', rc: 'KA01', approvedAmount: 100 },
    });
    const [debit] = eventsOf(
      change('wallet.debit.applied', { amount: 5, decidedBy: 'staff-1', proposal: 'p1' }),
    );
    expect(debit).toEqual({ type: 'wallet.debited', data: { amount: 5, proposal: 'p1' } });
    for (const kind of [
      'staff.created',
      'wallet.debit.proposed',
      'ingest.key_created',
      'webhook.endpoint_added',
    ])
      expect(eventsOf(change(kind, { x: 1 }))).toEqual([]);
  });
});

describe('the dispatcher', () => {
  it('waits 30 s after the first failure, doubling to at most an hour, ±10 %', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => backoffMs(n, () => 0.5))).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffMs(1, () => 0)).toBe(27_000);
    expect(backoffMs(1, () => 1)).toBe(33_000);
  });

  it('signs "<t>.<body>" with HMAC-SHA256 of the secret', () => {
    const body = '{"id":"e"}';
    const mac = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signature('whsec_x', 1_700_000_000, body)).toBe(`t=1700000000,v1=${mac}`);
  });
});

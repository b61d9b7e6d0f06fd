import type { ActivityEvent } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe';

const event = (e: Partial<ActivityEvent>): ActivityEvent => ({
  id: 'e1',
  at: '2026-11-28T12:30:00.000Z',
  actorKind: 'operator',
  actorName: 'Ramesh',
  actorRole: null,
  accountId: 'a1',
  kind: 'x',
  entity: 't',
  entityId: null,
  before: null,
  after: null,
  ...e,
});

describe('describeEvent', () => {
  it('names who changed a sleeper fare, and from what', () => {
    const d = describeEvent(
      event({
        kind: 'commission.services_updated',
        before: {
          s1: {
            service: 'Pune–Goa 21:30',
            seatLimit: 10,
            fallbackFare: { seater: null, sleeper: null },
            dates: { '2026-12-01': { discount: 5, fare: { seater: null, sleeper: 1200 } } },
          },
        },
        after: {
          s1: {
            service: 'Pune–Goa 21:30',
            seatLimit: 10,
            fallbackFare: { seater: null, sleeper: null },
            dates: { '2026-12-01': { discount: 5, fare: { seater: null, sleeper: 1300 } } },
          },
        },
      }),
    );
    expect(d.title).toBe('Changed offline commission or seat fares');
    expect(d.who).toBe('Ramesh (you)');
    expect(d.changes).toEqual([
      { label: 'Pune–Goa 21:30, 01/12/2026: sleeper fare', from: '₹1,200.00', to: '₹1,300.00' },
    ]);
  });

  it('words a staff decision with its amounts and reason', () => {
    const d = describeEvent(
      event({
        kind: 'wallet.debit.applied',
        actorKind: 'staff',
        actorName: 'Chetan Checker',
        actorRole: 'finance',
        before: { balance: 5000 },
        after: { balance: 3750, amount: 1250, reason: 'Deal settlement', transactionCode: 'TXNABC' },
      }),
    );
    expect(d.title).toBe('Debited ₹1,250.00 from the wallet');
    expect(d.who).toBe('Chetan Checker, provider finance');
    expect(d.changes).toContainEqual({ label: 'Balance', from: '₹5,000.00', to: '₹3,750.00' });
    expect(d.changes).toContainEqual({ label: 'Reason', from: null, to: 'Deal settlement' });
  });

  it("words the console's queue and money decisions: a KYC name taken, a payout published", () => {
    const kyc = describeEvent(
      event({
        kind: 'kyc.review_decided',
        actorKind: 'staff',
        actorName: 'Sunita',
        actorRole: 'support',
        before: { legalName: 'Shiv Shakti Travels' },
        after: { document: 'PAN', decision: 'USE_DOCUMENT_NAME', legalName: 'ARJUN MEHTA' },
      }),
    );
    expect(kyc.title).toBe("Took the PAN's name as the legal name");
    expect(kyc.changes).toContainEqual({
      label: 'Legal name',
      from: 'Shiv Shakti Travels',
      to: 'ARJUN MEHTA',
    });
    const payout = describeEvent(
      event({ kind: 'payout.published', actorKind: 'staff', after: { amount: 48250.5, bookings: 31 } }),
    );
    expect(payout.title).toBe('Published a payout of ₹48,250.50');
    expect(payout.changes).toContainEqual({ label: 'Bookings', from: null, to: '31' });
  });

  it("words what the provider's systems sent, named by the key", () => {
    const d = describeEvent(
      event({
        kind: 'ingest.cab_trips',
        actorKind: 'ingestion',
        actorName: 'Dispatch',
        after: { accepted: 3, externalIds: ['T1', 'T2', 'T3'] },
      }),
    );
    expect(d).toEqual({
      title: 'Received 3 cab trips from the provider',
      who: 'Provider system (Dispatch)',
      changes: [],
    });
    expect(describeEvent(event({ kind: 'ingest.bookings', after: { accepted: 1 } })).title).toBe(
      'Received 1 booking from the provider',
    );
  });

  it('shows an unknown kind by its code, never nothing', () => {
    expect(describeEvent(event({ kind: 'something.new', actorKind: 'command' }))).toMatchObject({
      title: 'something.new',
      who: 'Provider back office',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { canMoveMoney, proposalActions } from './permissions';

const proposal = (status: 'PROPOSED' | 'APPLIED', by: string) => ({
  status,
  proposedBy: { id: by, name: 'Someone' },
});

describe('what a staff member may do with a proposal', () => {
  it('support sees but neither proposes nor decides', () => {
    expect(canMoveMoney({ role: 'support' })).toBe(false);
    expect(proposalActions(proposal('PROPOSED', 'a'), { id: 'b', role: 'support' })).toEqual({
      decide: false,
      withdraw: false,
      own: false,
    });
  });

  it("finance and admin decide someone else's waiting proposal", () => {
    for (const role of ['finance', 'admin'] as const) {
      expect(canMoveMoney({ role })).toBe(true);
      expect(proposalActions(proposal('PROPOSED', 'a'), { id: 'b', role })).toEqual({
        decide: true,
        withdraw: false,
        own: false,
      });
    }
  });

  it('the proposer may only withdraw their own (Approve disabled: own)', () => {
    expect(proposalActions(proposal('PROPOSED', 'a'), { id: 'a', role: 'finance' })).toEqual({
      decide: false,
      withdraw: true,
      own: true,
    });
  });

  it('a decided proposal has no actions', () => {
    expect(proposalActions(proposal('APPLIED', 'a'), { id: 'b', role: 'admin' })).toEqual({
      decide: false,
      withdraw: false,
      own: false,
    });
  });
});

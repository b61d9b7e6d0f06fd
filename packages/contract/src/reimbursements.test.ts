import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from './files';
import {
  REIMBURSEMENT_MESSAGES as M,
  addReimbursementFieldsSchema,
  addReimbursementFormSchema,
  proofPreviewKind,
  reimbursementMsOf,
  reimbursementRangeProblem,
} from './reimbursements';

const TODAY = '2026-11-25';
const form = addReimbursementFormSchema(TODAY);
const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const valid = {
  rc: 'MH12AB1234',
  dates: ['2026-11-01', '2026-11-20'] as [string, string],
  amount: '4500',
  file: file('bill.pdf'),
};
const messages = (v: unknown) => {
  const r = form.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Add Reimbursement form (part 2 §5)', () => {
  it('passes a complete claim', () => {
    expect(messages(valid)).toEqual([]);
  });

  it("any field missing is 'All Fields are mandatory', at each empty field, and nothing else is checked", () => {
    expect(messages({ rc: '', dates: [null, null], amount: '', file: null })).toEqual([
      `rc: ${M.allMandatory}`,
      `dates: ${M.allMandatory}`,
      `amount: ${M.allMandatory}`,
      `file: ${M.allMandatory}`,
    ]);
    expect(messages({ ...valid, dates: ['2026-11-01', null], amount: '0' })).toEqual([
      `dates: ${M.allMandatory}`,
    ]);
  });

  it('then the server rules with the same texts', () => {
    expect(messages({ ...valid, amount: '0' })).toEqual([`amount: ${M.amountRange}`]);
    expect(messages({ ...valid, amount: '1000001' })).toEqual([`amount: ${M.amountRange}`]);
    expect(messages({ ...valid, amount: '1000000' })).toEqual([]);
    expect(messages({ ...valid, dates: ['2026-11-20', '2026-11-01'] })).toEqual([
      `dates: ${M.startAfterEnd}`,
    ]);
    expect(messages({ ...valid, dates: ['2026-11-20', '2026-11-26'] })).toEqual([`dates: ${M.future}`]);
    expect(messages({ ...valid, dates: ['2026-08-24', '2026-11-25'] })).toEqual([`dates: ${M.tooLong}`]);
    expect(messages({ ...valid, dates: ['2026-08-25', '2026-11-25'] })).toEqual([]); // 93 days
    expect(messages({ ...valid, file: file('notes.txt') })[0]).toMatch(/not accepted for the proof/);
    expect(messages({ ...valid, file: file('bill.pdf', 0) })).toEqual([`file: ${FILE_MESSAGES.empty}`]);
    expect(messages({ ...valid, file: file('log.xlsx') })).toEqual([]);
    expect(messages({ ...valid, file: file('log.csv') })).toEqual([]);
  });
});

describe('the multipart fields (server)', () => {
  const fields = {
    rc: ' mh12ab1234 ',
    amount: '4500',
    startDate: String(reimbursementMsOf('2026-11-01')),
    endDate: String(reimbursementMsOf('2026-11-02')),
  };
  it('upper-cases the RC, reads digits, ignores the statuses the client sends', () => {
    expect(
      addReimbursementFieldsSchema.parse({ ...fields, financeStatus: 'APPROVED', supplyStatus: 'X' }),
    ).toMatchObject({
      rc: 'MH12AB1234',
      amount: 4500,
      startDate: Date.UTC(2026, 10, 1) - 330 * 60_000,
    });
    expect(addReimbursementFieldsSchema.safeParse({ ...fields, amount: '12.5' }).success).toBe(false);
    expect(
      addReimbursementFieldsSchema.safeParse({
        ...fields,
        startDate: fields.endDate,
        endDate: fields.startDate,
      }).success,
    ).toBe(false);
  });
});

describe('periods and previews', () => {
  it('range rules', () => {
    expect(reimbursementRangeProblem('2026-11-25', '2026-11-25', TODAY)).toBeNull();
    expect(reimbursementRangeProblem('2026-11-26', '2026-11-25', TODAY)).toBe(M.startAfterEnd);
  });
  it('preview kind by extension (§9)', () => {
    expect(
      ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.pdf', 'a.xlsx', 'a.csv', 'a.txt', 'noext'].map(
        proofPreviewKind,
      ),
    ).toEqual(['image', 'image', 'image', 'image', 'pdf', 'table', 'table', 'unsupported', 'unsupported']);
  });
});

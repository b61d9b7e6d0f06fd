import { describe, expect, it } from 'vitest';
import { FILE_POLICIES } from './file-policies';
import { FILE_MESSAGES, fileFormSchema, kindByName, precheckFile } from './files';

const cheque = FILE_POLICIES.chequeProof;

describe('file pre-checks (the web, before sending)', () => {
  it('names the kind by extension, whatever its case, only when the policy accepts it', () => {
    expect(kindByName('cheque.JPG', cheque)).toBe('jpeg');
    expect(kindByName('scan.pdf', cheque)).toBe('pdf');
    expect(kindByName('sheet.xlsx', cheque)).toBeNull();
    expect(kindByName('noextension', cheque)).toBeNull();
  });

  it('refuses empty, wrong-type and oversized files with the server texts', () => {
    expect(precheckFile({ name: 'a.png', size: 0 }, cheque)).toBe(FILE_MESSAGES.empty);
    expect(precheckFile({ name: 'a.exe', size: 10 }, cheque)).toBe(FILE_MESSAGES.wrongKind(cheque));
    expect(precheckFile({ name: 'a.png', size: cheque.maxBytes + 1 }, cheque)).toBe(
      FILE_MESSAGES.tooLarge(cheque),
    );
    expect(precheckFile({ name: 'a.png', size: cheque.maxBytes }, cheque)).toBeNull();
  });

  it("the form schema asks for a file ('please upload a file') and applies the pre-check", () => {
    const schema = fileFormSchema(cheque);
    expect(schema.safeParse({ file: null }).error?.issues[0]?.message).toBe('please upload a file');
    const bad = new File([new Uint8Array(3)], 'cheque.exe');
    expect(schema.safeParse({ file: bad }).error?.issues[0]?.message).toBe(FILE_MESSAGES.wrongKind(cheque));
    const good = new File([new Uint8Array(3)], 'cheque.png');
    expect(schema.safeParse({ file: good }).success).toBe(true);
  });
});

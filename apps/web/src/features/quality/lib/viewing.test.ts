import type { QualityRecord } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { viewedRecord } from './viewing';

function record(id: string, url: string): QualityRecord {
  return {
    _id: id,
    busRc: 'KA01AB1234',
    name: 'inspection',
    closedDate: 1_770_000_000_000,
    groupWork: [],
    work: [
      {
        name: 'Tyres',
        value: 'OK',
        remark: '',
        attachments: [{ attachmentType: 'image', attachmentUrl: url, attachmentLabel: 'Photo 1' }],
      },
    ],
  };
}

const urlOf = (r: QualityRecord | null) => r?.work[0]?.attachments[0]?.attachmentUrl;

describe('viewedRecord: the record an open detail shows', () => {
  it('is the copy in the latest answer, so its attachment links are the freshly signed ones', () => {
    const first = [record('a', '/files/a?sig=old'), record('b', '/files/b?sig=old')];
    const refreshed = [record('a', '/files/a?sig=new'), record('b', '/files/b?sig=new')];
    expect(urlOf(viewedRecord(first, 'b'))).toBe('/files/b?sig=old');
    // The 4-minute re-read: the same id now gives the new copy, not the one clicked.
    expect(viewedRecord(refreshed, 'b')).toBe(refreshed[1]);
    expect(urlOf(viewedRecord(refreshed, 'b'))).toBe('/files/b?sig=new');
  });

  it('is null when nothing is open, the record left the list, or there is no answer', () => {
    const list = [record('a', '/files/a')];
    expect(viewedRecord(list, null)).toBeNull();
    expect(viewedRecord(list, 'gone')).toBeNull();
    expect(viewedRecord(undefined, 'a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pdfFontNames } from '../../test/support/pdf';
import { newPdf, pdfBytes, scriptRuns } from './pdf';

describe('scriptRuns', () => {
  it('cuts a line where its letters change script; spaces, digits and signs stay with the piece before', () => {
    expect(scriptRuns('Mehta Travels की ओर से Anil Mehta ने 2 मार्च 2026 को')).toEqual([
      'Mehta Travels ',
      'की ओर से ',
      'Anil Mehta ',
      'ने 2 मार्च 2026 को',
    ]);
    expect(scriptRuns('Operator Console Pvt Ltd ("प्रदाता")')).toEqual([
      'Operator Console Pvt Ltd ("',
      'प्रदाता")',
    ]);
    expect(scriptRuns('₹1,200.00')).toEqual(['₹1,200.00']);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('newPdf', () => {
  it('in Hindi embeds Noto Sans Devanagari subsets under fixed names: the same text makes the same bytes', async () => {
    const make = async () => {
      const { pdf, regular, bold, rgb, draw, widthOf } = await newPdf(
        { title: 'Test', date: new Date('2026-11-17T00:00:00Z') },
        'hi',
      );
      const page = pdf.addPage([300, 100]);
      const text = 'Punjab Roadlines का स्टेटमेंट ₹1,08,424.51';
      expect(widthOf(text, regular, 10)).toBeGreaterThan(widthOf('Punjab Roadlines', regular, 10));
      draw(page, text, { x: 10, y: 50, size: 10, font: regular, color: rgb(0, 0, 0) });
      draw(page, 'जारी होने वाली शुद्ध राशि', { x: 10, y: 30, size: 10, font: bold, color: rgb(0, 0, 0) });
      return pdfBytes(pdf);
    };
    const first = await make();
    expect(Buffer.compare(first, await make())).toBe(0);
    expect(await pdfFontNames(first)).toEqual([
      '/OCSUBA+NotoSansDevanagari-Regular',
      '/OCSUBB+NotoSansDevanagari-Bold',
    ]);
  });

  it('in Hindi draws a character the font lacks as "?"; in English keeps WinAnsi', async () => {
    const hi = await newPdf({ title: 'T', date: new Date(0) }, 'hi');
    expect(hi.drawable('கோவை बस\n₹5')).toBe('???? बस ₹5');
    const en = await newPdf({ title: 'T', date: new Date(0) });
    expect(en.drawable('बस ₹5')).toBe('?? ?5');
  });
});

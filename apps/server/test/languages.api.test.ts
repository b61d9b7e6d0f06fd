import { contractsEndpoints, staffEndpoints } from '@oc/contract';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsOutbox, staffUsers, users } from '../src/db/schema';
import { otpMessage } from '../src/providers/sms/sms';
import {
  apiCaller,
  authHeaders,
  createStaff,
  createTestApp,
  loginAs,
  staffLogin,
  type TestContext,
} from './support';
import { pdfFontNames } from './support/pdf';

/**
 * What the server makes for a person comes in their language (issue 40): the saved language of the
 * user (or staff member) asking, else their request's Accept-Language, else English. Hindi PDFs use
 * a Devanagari font; English documents stay as they were.
 */

const NOW = new Date('2026-11-22T09:30:00Z');
const WEEK = { weekStartDate: '2026-11-09', weekEndDate: '2026-11-15' };

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
let mg2: string;

const setLanguage = (mobileNo: string, language: string | null) =>
  ctx.db.update(users).set({ language }).where(eq(users.mobileNo, mobileNo));

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
});
afterAll(async () => ctx.close());

async function statement(headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/mg/user/downloadSummary',
    headers: { ...authHeaders(mg2), ...headers },
    payload: WEEK,
  });
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return { text, fonts: await pdfFontNames(res.rawPayload) };
}

describe('the weekly statement PDF', () => {
  it('is in Hindi for an operator who chose Hindi: Hindi headings, month names and rupees, in Noto Sans Devanagari', async () => {
    await setLanguage('9000000002', 'hi');
    try {
      const { text, fonts } = await statement();
      // Text drawn in a shaped script reads back in the PDF's glyph order: the checks are words
      // whose letters keep their order ('भुगतान', not 'साप्ताहिक' with its vowel sign before).
      expect(text).toContain('ऑपरेटर: Punjab Roadlines');
      expect(text).toContain('हफ़्ता: 9 नवंबर 2026 से 15 नवंबर 2026 तक');
      expect(text).toContain('भुगतान');
      expect(text).toContain('गारंटी');
      expect(text).toContain('कॉन्ट्रैक्ट खत्म हो गया');
      expect(text).toMatch(/जारी होने वाली शुद्ध .+ ₹\d{1,2}(,\d\d)*,\d{3}\.\d\d/);
      expect(text).not.toContain('Weekly Payment Statement');
      expect(text).not.toContain('Rs.');
      expect(fonts).toEqual(['/OCSUBA+NotoSansDevanagari-Regular', '/OCSUBB+NotoSansDevanagari-Bold']);
    } finally {
      await setLanguage('9000000002', null);
    }
  });

  it("follows the request's Accept-Language when the person never chose; English otherwise, as before", async () => {
    const hindi = await statement({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.text).toContain('हफ़्ता: 9 नवंबर 2026 से 15 नवंबर 2026 तक');
    expect(hindi.fonts).toContain('/OCSUBA+NotoSansDevanagari-Regular');

    const english = await statement({ 'accept-language': 'ta-IN,fr' });
    expect(english.text).toContain('Weekly Payment Statement');
    expect(english.text).toContain('Week: 09/11/2026 to 15/11/2026 (Mon-Sun, IST)');
    expect(english.fonts).toEqual(['/Helvetica', '/Helvetica-Bold']);

    // A saved English wins over a Hindi browser.
    await setLanguage('9000000002', 'en');
    try {
      expect((await statement({ 'accept-language': 'hi' })).text).toContain('Weekly Payment Statement');
    } finally {
      await setLanguage('9000000002', null);
    }
  });
});

describe('the signed agreement PDF', () => {
  it('is written, the first time it is asked for, in the language of the person asking', async () => {
    await setLanguage('9000000001', 'hi');
    try {
      const token = (await loginAs(ctx, '9000000001')).accessToken;
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/user/agreement',
        headers: authHeaders(token),
      });
      const [first] = list.json<{ data: { _id: string }[] }>().data;
      const link = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/user/signedAgreement/${first!._id}`,
        headers: authHeaders(token),
      });
      expect(link.statusCode).toBe(200);
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: new URL(link.json<{ data: string }>().data).pathname,
      });
      expect(pdf.statusCode).toBe(200);
      expect(await pdfFontNames(pdf.rawPayload)).toEqual([
        '/OCSUBA+NotoSansDevanagari-Regular',
        '/OCSUBB+NotoSansDevanagari-Bold',
      ]);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      });
      expect(text).toContain('("ऑपरेटर")');
      expect(text).toContain('(मोबाइल 9000000001)');
      expect(text).toContain('लागू होने की तारीख:');
      expect(text).not.toContain('Governing law');
    } finally {
      await setLanguage('9000000001', null);
    }
  });
});

describe('spreadsheets', () => {
  it('Trips and Revenue: title, headings and statuses in Hindi for a Hindi reader', async () => {
    await setLanguage('9000000002', 'hi');
    try {
      const r = await callAs(mg2, contractsEndpoints.tripRevenueExport, { model: 'BUSOWNER' });
      expect(r.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('ट्रिप और कमाई');
      expect(sheet.getCell('A1').value).toBe('ट्रिप और आय: Punjab Roadlines');
      expect(sheet.getCell('A2').text).toMatch(/^\d\d\/\d\d\/\d{4} से \d\d\/\d\d\/\d{4} तक की ट्रिप \(IST\)$/);
      expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
        'सर्विस का नाम',
        'ट्रिप की तारीख',
        'स्थिति',
        'बस RC',
        'बस का प्रकार',
        'बिकी सीटें',
        'ट्रिप की कमाई',
        'कैंसलेशन',
      ]);
      const statuses = new Set<unknown>();
      sheet.getColumn(3).eachCell((cell, row) => {
        if (row > 4 && row < sheet.rowCount) statuses.add(cell.value);
      });
      expect([...statuses].every((s) => ['निर्धारित', 'पूरी हुई', 'रद्द'].includes(String(s)))).toBe(true);
      expect(sheet.getCell(`A${sheet.rowCount}`).value).toBe('कुल');
    } finally {
      await setLanguage('9000000002', null);
    }
  });

  it("staff exports: headings in the staff member's language", async () => {
    const staff = await createStaff(ctx, 'support', 'Hema Hindi');
    const token = (await staffLogin(ctx, staff)).accessToken;
    const header = async () => {
      const csv = await callAs(token, staffEndpoints.export, {
        params: { list: 'operators' },
        query: { format: 'csv', q: '9000000001' },
      } as never);
      expect(csv.status).toBe(200);
      return csv.res.payload.replace(/^\uFEFF/, '').split('\r\n')[0];
    };
    expect(await header()).toBe('Name,Mobile,E-mail,Account type,Account,Account id,Group id,Wallet (₹)');
    await ctx.db.update(staffUsers).set({ language: 'hi' }).where(eq(staffUsers.id, staff.id));
    expect(await header()).toBe('नाम,मोबाइल,ईमेल,खाते का प्रकार,खाता,खाता ID,ग्रुप ID,वॉलेट (₹)');
  });
});

describe('the OTP SMS', () => {
  async function requestOtp(mobileNo: string, headers: Record<string, string> = {}) {
    const captcha = await ctx.app.inject({ method: 'POST', url: '/api/v1/captcha/sandbox' });
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: `10.40.0.${mobileNo.slice(-2)}`,
      headers,
      payload: { mobileNo, captchaValue: captcha.json<{ data: { token: string } }>().data.token },
    });
    expect(r.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobileNo, mobileNo))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    return row!.body;
  }
  async function register(mobileNo: string, language: string | null) {
    const [user] = await ctx.db
      .insert(users)
      .values({ mobileNo, name: 'Ramesh Yadav', language })
      .returning();
    await ctx.db.insert(accounts).values({ userId: user!.id, type: 'OPERATOR', name: 'Yadav Travels' });
  }

  it('is in Hindi for a person who chose Hindi, or whose browser asks for it; English unchanged otherwise', async () => {
    await register('9876540041', 'hi');
    await register('9876540042', null);
    await register('9876540043', null);
    const hindi = await requestOtp('9876540041');
    expect(hindi).toMatch(/^\d{4} Operator Console में लॉग इन करने के लिए आपका OTP है। यह 5 मिनट तक मान्य है।/);
    expect(await requestOtp('9876540042', { 'accept-language': 'hi' })).toMatch(/^\d{4} Operator Console में/);
    const english = await requestOtp('9876540043');
    expect(english).toBe(otpMessage(english.slice(0, 4)));
    // A saved English wins over a Hindi browser.
    await register('9876540044', 'en');
    const chosen = await requestOtp('9876540044', { 'accept-language': 'hi' });
    expect(chosen).toBe(otpMessage(chosen.slice(0, 4)));
  });
});

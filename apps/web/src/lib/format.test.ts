import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  amountInWords,
  columnDate,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthYear,
  formatEpochDate,
  formatFare,
  formatInr,
  formatInrCompact,
  formatPickerDate,
  formatRupees,
  formatTime12,
  formatShortDate,
  formatSignedDate,
  groupDigits,
  formatDateIst,
  formatTimeIst,
  formatLocale,
  setFormatLocale,
} from './format';

describe('money', () => {
  it('formats INR with two decimals and Indian grouping, ₹0.00 for anything else', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(12_500)).toBe('₹12,500.00');
    expect(formatInr(1_824_245.5)).toBe('₹18,24,245.50');
    expect(formatInr('99.999')).toBe('₹100.00');
    for (const v of [null, undefined, NaN, Infinity, 'abc', '', {}, [], true])
      expect(formatInr(v)).toBe('₹0.00');
  });

  it('formats fares without empty decimals, and a missing fare as a dash', () => {
    expect(formatFare(1250)).toBe('₹1,250');
    expect(formatFare(1250.5)).toBe('₹1,250.5');
    expect(formatFare(null)).toBe('–');
  });

  it('shortens chart amounts', () => {
    expect(formatInrCompact(80_000)).toBe('₹80K');
    expect(formatInrCompact(NaN)).toBe('₹0');
  });
});

describe('dates', () => {
  it('writes each business-date format from YYYY-MM-DD', () => {
    expect(formatPickerDate('2026-11-02')).toBe('02-11-2026');
    expect(formatDate('2026-11-02')).toBe('02/11/2026');
    expect(formatShortDate('2026-11-02')).toBe('02/11/26');
    expect(formatDayMonth('2026-11-02')).toBe('02/11');
    expect(columnDate('2026-11-23')).toEqual({ weekday: 'Mon', day: '23/11' });
  });

  it('shows instants in IST', () => {
    expect(formatDateTime('2026-11-22T19:30:00Z')).toBe('23/11/2026 01:00');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it("shows an agreement's signed date as DD-MMM-YY in IST", () => {
    expect(formatSignedDate('2026-11-22T19:30:00Z')).toBe('23-Nov-26');
    expect(formatSignedDate('2026-01-05T06:00:00Z')).toBe('05-Jan-26');
    expect(formatSignedDate('nonsense')).toBe('');
  });

  it("writes the fleet summary's 'd MMM yyyy' dates", () => {
    expect(formatDayMonthYear('2026-03-04')).toBe('4 Mar 2026');
    expect(formatDayMonthYear('2026-12-25')).toBe('25 Dec 2026');
  });
});

describe('counts', () => {
  it('groups a count the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(28_339)).toBe('28,339');
    expect(formatCount(125_000)).toBe('1,25,000');
  });
});

describe('money fields', () => {
  it('groups digits the Indian way while typing', () => {
    expect(groupDigits('')).toBe('');
    expect(groupDigits('500')).toBe('500');
    expect(groupDigits('50050')).toBe('50,050');
    expect(groupDigits('100000')).toBe('1,00,000');
    expect(groupDigits('5005000')).toBe('50,05,000');
    expect(groupDigits('123456789')).toBe('12,34,56,789');
  });

  it('formats whole rupees for a sentence', () => {
    expect(formatRupees(50_000)).toBe('₹50,000');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
  });

  it('says whole rupees in words (Indian system)', () => {
    expect(amountInWords(50_000)).toBe('Fifty thousand rupees');
    expect(amountInWords(50_050)).toBe('Fifty thousand fifty rupees');
    expect(amountInWords(100_000)).toBe('One lakh rupees');
    expect(amountInWords(125_999)).toBe('One lakh twenty-five thousand nine hundred ninety-nine rupees');
    expect(amountInWords(25_000)).toBe('Twenty-five thousand rupees');
    expect(amountInWords(1)).toBe('One rupee');
    expect(amountInWords(0)).toBe('Zero rupees');
    expect(amountInWords(20_000_000)).toBe('Two crore rupees');
    expect(amountInWords(1_500_000_000)).toBe('One hundred fifty crore rupees');
    expect(amountInWords(Number.NaN)).toBe('');
  });

  it('shows a completion instant as its IST date and h:mm A time', () => {
    const at = Date.UTC(2026, 10, 24, 18, 35); // 00:05 IST on 25 Nov
    expect(formatEpochDate(at)).toBe('25/11/2026');
    expect(formatTime12(at)).toBe('12:05 AM');
    expect(formatTime12(Date.UTC(2026, 10, 24, 6, 30))).toBe('12:00 PM');
    expect(formatTime12(Date.UTC(2026, 10, 24, 3, 35))).toBe('9:05 AM');
    expect(formatTime12(Date.UTC(2026, 10, 24, 13, 44))).toBe('7:14 PM');
  });
});

describe('cab trip times (IST)', () => {
  it("shows 'hh:mm A' and 'DD MMM YYYY' in India Standard Time", () => {
    const t = Date.UTC(2026, 10, 24, 18, 35); // 00:05 IST on the 25th
    expect(formatTimeIst(t)).toBe('12:05 AM');
    expect(formatDateIst(t)).toBe('25 Nov 2026');
    expect(formatTimeIst(Date.UTC(2026, 10, 24, 7, 30))).toBe('01:00 PM');
    expect(formatTimeIst(Date.UTC(2026, 10, 24, 6, 30))).toBe('12:00 PM');
    expect(formatTimeIst(Number.NaN)).toBe('');
  });
});

describe('Hindi (hi-IN)', () => {
  beforeEach(() => setFormatLocale('hi-IN'));
  afterEach(() => setFormatLocale('en-IN'));

  it('keeps Indian grouping and the rupee sign', () => {
    expect(formatLocale()).toBe('hi-IN');
    expect(formatInr(1_824_245.5)).toBe('₹18,24,245.50');
    expect(formatInr(null)).toBe('₹0.00');
    expect(formatFare(1250)).toBe('₹1,250');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatCount(125_000)).toBe('1,25,000');
    expect(formatInrCompact(80_000)).toBe('₹80\u00a0हज़ार');
    expect(formatInrCompact(120_000)).toBe('₹1.2\u00a0लाख');
  });

  it('says whole rupees in Hindi words', () => {
    expect(amountInWords(1)).toBe('एक रुपया');
    expect(amountInWords(0)).toBe('शून्य रुपये');
    expect(amountInWords(21)).toBe('इक्कीस रुपये');
    expect(amountInWords(99)).toBe('निन्यानवे रुपये');
    expect(amountInWords(100)).toBe('एक सौ रुपये');
    expect(amountInWords(50_000)).toBe('पचास हज़ार रुपये');
    expect(amountInWords(50_050)).toBe('पचास हज़ार पचास रुपये');
    expect(amountInWords(100_000)).toBe('एक लाख रुपये');
    expect(amountInWords(125_999)).toBe('एक लाख पच्चीस हज़ार नौ सौ निन्यानवे रुपये');
    expect(amountInWords(20_000_000)).toBe('दो करोड़ रुपये');
    expect(amountInWords(1_500_000_000)).toBe('एक सौ पचास करोड़ रुपये');
    expect(amountInWords(Number.NaN)).toBe('');
  });

  it('names months, weekdays and the part of the day in Hindi', () => {
    expect(formatDayMonthYear('2026-03-04')).toBe('4 मार्च 2026');
    expect(formatSignedDate('2026-11-22T19:30:00Z')).toBe('23-नव॰-26');
    expect(formatDateIst(Date.UTC(2026, 8, 24, 6, 0))).toBe('24 सित॰ 2026');
    expect(columnDate('2026-11-23')).toEqual({ weekday: 'सोम', day: '23/11' });
    expect(formatTime12(Date.UTC(2026, 10, 24, 3, 35))).toBe('9:05 पूर्वाह्न');
    expect(formatTimeIst(Date.UTC(2026, 10, 24, 7, 30))).toBe('01:00 अपराह्न');
    // Numeric dates stay as they are.
    expect(formatDate('2026-11-02')).toBe('02/11/2026');
    expect(formatDateTime('2026-11-22T19:30:00Z')).toBe('23/11/2026 01:00');
  });

  it('goes back to English', () => {
    setFormatLocale('en-IN');
    expect(amountInWords(1)).toBe('One rupee');
    expect(formatDayMonthYear('2026-03-04')).toBe('4 Mar 2026');
    expect(formatTime12(Date.UTC(2026, 10, 24, 3, 35))).toBe('9:05 AM');
  });
});

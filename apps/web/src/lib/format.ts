import { istDateOf } from '@oc/contract';
import { formatLocale } from './format-locale';

export { formatLocale, setFormatLocale } from './format-locale';

/**
 * The web's one formatting module: money, dates and times as the screens show them (part 1 §9,
 * docs/ui.md). Business dates are 'YYYY-MM-DD' strings in India Standard Time; instants are ISO
 * strings shown in IST. Nothing else in the web formats a rupee amount or a date by hand.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** Today in India Standard Time, 'YYYY-MM-DD' (the business rules' "today"). */
export function todayIst(): string {
  return istDateOf(new Date());
}

// ---------------------------------------------------------------------------------------------
// Money (rupees; Indian digit grouping)
// ---------------------------------------------------------------------------------------------

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${formatLocale()}|${name}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${formatLocale()}|${name}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(), { timeZone: 'UTC', ...options });
    dateFormats.set(key, format);
  }
  return format;
}

const INR = () =>
  numberFormat('inr', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const INR_WHOLE = () =>
  numberFormat('inrWhole', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
const INR_COMPACT = () =>
  numberFormat('inrCompact', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Part 1 §9: INR with two decimals ('₹18,24,245.50'); '₹0.00' for anything not a finite number. */
export function formatInr(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '₹0.00' : INR().format(n);
}

/** A fare: '₹1,250' (decimals only when there are any); '–' when there is none (a seat kind the bus lacks). */
export function formatFare(value: number | null): string {
  const n = toNumber(value);
  return n === null ? '–' : INR_WHOLE().format(n);
}

/** Whole rupees as a sentence says them: '₹50,000' (no decimals). */
export function formatRupees(value: number): string {
  const n = toNumber(value);
  return n === null ? '₹0' : INR_WHOLE().format(Math.round(n));
}

/** Chart axis: '₹80K', '₹1.2L' style short amounts. */
export function formatInrCompact(value: number): string {
  const n = toNumber(value);
  return n === null ? '₹0' : INR_COMPACT().format(n);
}

const COUNT = () => numberFormat('count', { maximumFractionDigits: 0 });

/** A count with Indian grouping, as every figure on screen: 28339 → '28,339', 125000 → '1,25,000'. */
export function formatCount(value: number): string {
  const n = toNumber(value);
  return n === null ? '0' : COUNT().format(n);
}

/**
 * A string of digits with Indian grouping, as a money field shows it while typing: '5005000' →
 * '50,05,000'. Works on the text (no number rounding); '' stays ''.
 */
export function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0 … 99 in words ('forty-two'). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${ONES[unit] ?? ''}` : ''}`;
}

/** A whole number in words, Indian system ('one lakh twenty-five thousand'); '' for 0. */
function wordsOf(value: number): string {
  let n = value;
  const parts: string[] = [];
  for (const [size, name] of [
    [10_000_000, 'crore'],
    [100_000, 'lakh'],
    [1000, 'thousand'],
    [100, 'hundred'],
  ] as const) {
    const count = Math.floor(n / size);
    n %= size;
    // Crores go past 99 ('one hundred fifty crore').
    if (count > 0) parts.push(`${count < 100 ? belowHundred(count) : wordsOf(count)} ${name}`);
  }
  if (n > 0) parts.push(belowHundred(n));
  return parts.join(' ');
}

/**
 * 0 … 99 in Hindi: the names are irregular (इक्कीस, उनतीस, निन्यानवे), so they are a table, not a
 * rule. Index 0 is ''.
 */
const HI_BELOW_HUNDRED = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/** A whole number in Hindi words ('एक लाख पच्चीस हज़ार'); '' for 0. */
function hindiWordsOf(value: number): string {
  let n = value;
  const words: string[] = [];
  for (const [size, name] of [
    [10_000_000, 'करोड़'],
    [100_000, 'लाख'],
    [1000, 'हज़ार'],
    [100, 'सौ'],
  ] as const) {
    const count = Math.floor(n / size);
    n %= size;
    // Crores go past 99 ('एक सौ पचास करोड़').
    if (count > 0)
      words.push(`${count < 100 ? (HI_BELOW_HUNDRED[count] ?? '') : hindiWordsOf(count)} ${name}`);
  }
  if (n > 0) words.push(HI_BELOW_HUNDRED[n] ?? '');
  return words.join(' ');
}

/**
 * Whole rupees in words, Indian system ('Fifty thousand rupees', 'One lakh twenty-five thousand
 * rupees', 'Two crore rupees'; in Hindi 'पचास हज़ार रुपये', 'एक रुपया'): the large-amount
 * confirmations say the amount a second way. Paise are dropped (the amounts confirmed are whole
 * rupees); '' for anything not a finite number ≥ 0.
 */
export function amountInWords(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const n = Math.floor(value);
  if (formatLocale().startsWith('hi')) {
    return `${n === 0 ? 'शून्य' : hindiWordsOf(n)} ${n === 1 ? 'रुपया' : 'रुपये'}`;
  }
  const words = n === 0 ? 'zero' : wordsOf(n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${n === 1 ? 'rupee' : 'rupees'}`;
}

// ---------------------------------------------------------------------------------------------
// Business dates ('YYYY-MM-DD')
// ---------------------------------------------------------------------------------------------

function parts(date: string): [string, string, string] {
  const [y = '', m = '', d = ''] = date.slice(0, 10).split('-');
  return [y, m, d];
}

/** 'DD-MM-YYYY': the date pickers' format (deals, commission and fare windows). */
export function formatPickerDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${d}-${m}-${y}`;
}

/** 'DD/MM/YYYY': dates in tables and cards (wallet, payouts, home). */
export function formatDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${d}/${m}/${y}`;
}

/** 'DD/MM/YY': the deals list. */
export function formatShortDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${d}/${m}/${y.slice(2)}`;
}

/** 'DD/MM': a chart axis or a compact column. */
export function formatDayMonth(date: string): string {
  const [, m, d] = parts(date);
  return `${d}/${m}`;
}

/** `{weekday: 'Mon', day: '23/11'}`: a date column's header. */
export function columnDate(date: string): { weekday: string; day: string } {
  const [y, m, d] = parts(date).map(Number);
  const weekday = dateFormat('weekday', { weekday: 'short' }).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
  return { weekday, day: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}` };
}

// ---------------------------------------------------------------------------------------------
// Instants (ISO strings), shown in IST
// ---------------------------------------------------------------------------------------------

/** 'DD/MM/YYYY HH:mm' in IST (part 1 §9 transactions); '' for a value that is not a time. */
export function formatDateTime(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  const ist = new Date(t.getTime() + IST_OFFSET_MS).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 16)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short name (index 0 … 11): part 1's English ('Sep'), else the locale's own ('सित॰'). */
function monthName(index: number): string {
  if (formatLocale() === 'en-IN') return MONTHS[index] ?? '';
  return dateFormat('month', { month: 'short' }).format(Date.UTC(2000, index, 1));
}

/**
 * 'AM' / 'PM' in English; in Hindi 'पूर्वाह्न' / 'अपराह्न' (CLDR's Hindi writes 'am' / 'pm' in
 * Latin letters); the locale's own word for the part of the day otherwise.
 */
function dayPeriod(hour: number): string {
  if (formatLocale() === 'en-IN') return hour < 12 ? 'AM' : 'PM';
  if (formatLocale().startsWith('hi')) return hour < 12 ? 'पूर्वाह्न' : 'अपराह्न';
  const parts = dateFormat('period', { hour: 'numeric', hour12: true }).formatToParts(
    Date.UTC(2000, 0, 1, hour),
  );
  return parts.find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM');
}

/** 'DD-MMM-YY' in IST ('05-Nov-26'): an agreement's signed date (part 2 §2); '' for a non-time. */
export function formatSignedDate(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  const ist = new Date(t.getTime() + IST_OFFSET_MS).toISOString();
  return `${ist.slice(8, 10)}-${monthName(Number(ist.slice(5, 7)) - 1)}-${ist.slice(2, 4)}`;
}

/** 'd MMM yyyy' ('4 Mar 2026'): the fleet payment summary's pickers and range line (part 2 §9). */
export function formatDayMonthYear(date: string): string {
  const [y, m, d] = parts(date);
  return `${Number(d)} ${monthName(Number(m) - 1)} ${y}`;
}

/** 'hh:mm A' in IST of an epoch-ms instant ('09:05 PM'; part 2 §9): cab trip and stop times. */
export function formatTimeIst(ms: number): string {
  const ist = new Date(ms + IST_OFFSET_MS);
  if (Number.isNaN(ist.getTime())) return '';
  const h = ist.getUTCHours();
  const m = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${m} ${dayPeriod(h)}`;
}

/** 'DD MMM YYYY' in IST of an epoch-ms instant ('24 Nov 2026'): cab trip dates. */
export function formatDateIst(ms: number): string {
  const ist = new Date(ms + IST_OFFSET_MS);
  if (Number.isNaN(ist.getTime())) return '';
  return `${String(ist.getUTCDate()).padStart(2, '0')} ${monthName(ist.getUTCMonth())} ${ist.getUTCFullYear()}`;
}

/** 'DD/MM/YYYY' in IST of an instant in epoch ms (a completion date). */
export function formatEpochDate(epochMs: number): string {
  return formatDate(istDateOf(new Date(epochMs)));
}

/** 'h:mm A' in IST of an instant in epoch ms ('9:05 AM'; part 2 §9). */
export function formatTime12(epochMs: number): string {
  const ist = new Date(epochMs + IST_OFFSET_MS);
  const h = ist.getUTCHours();
  const m = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${dayPeriod(h)}`;
}

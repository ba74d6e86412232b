/**
 * How numbers, amounts, plurals and dates read, in one place (issue 28): every screen says "1 recording",
 * "1,430" and "Nov 3, 2026, 10:00 AM" the same way, in the user's locale (the browser's language; the
 * runtime's default where there is no browser). The words are English, so their plural rule is English's;
 * the digits, grouping, currency and dates follow the locale.
 */

/** The user's locale: the browser's first language, else the runtime's default (undefined). */
export function userLocale(): string | undefined {
  // Read through globalThis: the API compiles this file too, without the DOM's types.
  const browser = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return browser?.languages?.[0] ?? browser?.language ?? undefined;
}

/** Intl formatters are costly to build: one per locale and options, built on first use. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  options: object,
  make: (locale: string | undefined) => T,
): T {
  const locale = userLocale();
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

const english = new Intl.PluralRules('en');

/**
 * The noun for a count: `plural(1, 'recording')` is "recording", `plural(2, 'copy', 'copies')` is "copies".
 * The other form defaults to the noun with an s.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return english.select(count) === 'one' ? one : other;
}

/** A number grouped the user's way: 1430 is "1,430" in en-US, "1.430" in de-DE. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** A count and its noun: `count(1, 'recording')` is "1 recording", `count(1430, 'credit')` is "1,430 credits". */
export function count(value: number, one: string, other = `${one}s`): string {
  return `${formatNumber(value)} ${plural(value, one, other)}`;
}

/** A number with its sign: "+500", "-30", "0". */
export function formatSigned(value: number): string {
  return formatNumber(value, { signDisplay: 'exceptZero' });
}

/**
 * An amount of money: whole amounts without cents ("$1,430"), others with them ("$12.50"); `cents` always
 * shows them, as an invoice does ("$19.00"). `currency` is an ISO 4217 code (Brandcast's prices are in US dollars).
 */
export function formatMoney(amount: number, currency = 'USD', { cents = false }: { cents?: boolean } = {}): string {
  const digits = cents || !Number.isInteger(amount) ? 2 : 0;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
  return formatNumber(amount, options);
}

type DateInput = string | number | Date;
/** A day without a time ("2026-11-03", a due date) is that day where the user is, not midnight UTC. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A day: "Nov 3, 2026" (en-US), "3 Nov 2026" (en-GB). */
export function formatDate(value: DateInput): string {
  return dateFormat({ dateStyle: 'medium' }).format(toDate(value));
}

/** A day and a time: "Nov 3, 2026, 10:00 AM" (en-US), "3 Nov 2026, 10:00" (en-GB). */
export function formatDateTime(value: DateInput): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}

/** A time of day: "10:00 AM" (en-US), "10:00" (en-GB). */
export function formatTime(value: DateInput): string {
  return dateFormat({ timeStyle: 'short' }).format(toDate(value));
}

/** A short day without the year, for chart axes and lists: "Nov 3" (en-US), "3 Nov" (en-GB). */
export function formatShortDate(value: DateInput, options: { timeZone?: string; withYear?: boolean } = {}): string {
  const { timeZone, withYear = false } = options;
  return dateFormat({
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(toDate(value));
}

/** A short day and time without the year: "Nov 3, 10:00 AM". */
export function formatShortDateTime(value: DateInput): string {
  return dateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(toDate(value));
}

/**
 * The user's time zone as a person reads it, for wherever a time is chosen: "Europe/London (GMT+1)". The
 * browser's zone, which is the zone a picked time is sent in.
 */
export function timeZoneLabel(at: DateInput = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(toDate(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset && offset !== zone ? `${zone.replace(/_/g, ' ')} (${offset})` : zone.replace(/_/g, ' ');
}

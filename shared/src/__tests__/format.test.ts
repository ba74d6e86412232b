import { count, formatDate, formatDateTime, formatMoney, formatNumber, plural, timeZoneLabel } from '../format';

/* One place for plurals, numbers, amounts and dates (issue 28): "1 recordings", "$1430 / year" no more. */

const withLocale = (locale: string) => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
};
afterEach(() => jest.restoreAllMocks());

it('says one and many by the plural rule, with the count grouped', () => {
  expect(count(1, 'recording')).toBe('1 recording');
  expect(count(0, 'recording')).toBe('0 recordings');
  expect(count(1, 'copy', 'copies')).toBe('1 copy');
  expect(count(5, 'copy', 'copies')).toBe('5 copies');
  expect(count(1430, 'credit')).toBe('1,430 credits');
  expect(plural(1, 'is', 'are')).toBe('is');
  expect(plural(2, 'is', 'are')).toBe('are');
});

it("groups numbers and writes amounts the user's way", () => {
  withLocale('en-US');
  expect(formatNumber(1430)).toBe('1,430');
  expect(formatMoney(1430)).toBe('$1,430');
  expect(formatMoney(12.5)).toBe('$12.50');
  expect(formatMoney(19, 'usd', { cents: true })).toBe('$19.00');
  withLocale('de-DE');
  expect(formatNumber(1430)).toBe('1.430');
  expect(formatMoney(1430)).toBe('1.430\u00a0$');
});

it("writes dates in the user's locale", () => {
  const at = new Date(2026, 10, 3, 10, 0);
  withLocale('en-US');
  expect(formatDate(at)).toBe('Nov 3, 2026');
  expect(formatDateTime(at)).toMatch(/^Nov 3, 2026, 10:00\sAM$/);
  withLocale('en-GB');
  expect(formatDate(at)).toBe('3 Nov 2026');
  expect(formatDateTime(at)).toBe('3 Nov 2026, 10:00');
});

it('names the time zone a time is picked in', () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(timeZoneLabel()).toContain(zone.replace(/_/g, ' '));
});

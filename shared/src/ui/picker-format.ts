import { userLocale } from '../format';

/** The day the parts are read from: a one-digit day, month and hour show whether the locale pads them. */
const SAMPLE = new Date(2030, 0, 5, 9, 30);

/**
 * A dayjs format that writes a day as shared's formatter does in the user's locale (formatDate: dateStyle medium,
 * formatDateTime: with timeStyle short): "Jan 5, 2030, 9:30 AM" in en-US, "5 Jan 2030, 09:30" in en-GB. Built from
 * Intl's own parts, so the picker and the rest of the app cannot drift apart.
 */
function dayjsFormatOf(options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(userLocale(), options);
  const twelveHours = /h1[12]/.test(format.resolvedOptions().hourCycle ?? '');
  return format
    .formatToParts(SAMPLE)
    .map(({ type, value }) => {
      const padded = value.length === 2;
      if (type === 'year') return 'YYYY';
      if (type === 'month') return /^\d+$/.test(value) ? (padded ? 'MM' : 'M') : 'MMM';
      if (type === 'day') return padded ? 'DD' : 'D';
      if (type === 'hour') return (twelveHours ? 'h' : 'H').repeat(padded ? 2 : 1);
      if (type === 'minute') return 'mm';
      if (type === 'dayPeriod') return 'A';
      // Intl's parts keep the narrow no-break space before "AM" that its format() writes as a plain one.
      return `[${value.replace(/\u202f/g, ' ')}]`;
    })
    .join('');
}

const readable = (format: string, iso: string) => [format, iso];

/**
 * antd's DatePicker `format` for a day, and for a day and time: the field shows it as the rest of the app writes
 * it; what is typed is read in that form or as ISO ("2030-01-15 09:30"). The first entry is a string, so the field
 * stays one a person can type in (antd makes it read-only for a function).
 */
export const datePickerFormat = () => readable(dayjsFormatOf({ dateStyle: 'medium' }), 'YYYY-MM-DD');
export const dateTimePickerFormat = () =>
  readable(dayjsFormatOf({ dateStyle: 'medium', timeStyle: 'short' }), 'YYYY-MM-DD HH:mm');

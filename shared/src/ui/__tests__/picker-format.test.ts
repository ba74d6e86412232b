import { datePickerFormat, dateTimePickerFormat } from '../picker-format';

/* The pickers write a day in the user's language as shared's formatter does, and read ISO typed in. */

const speak = (language: string) =>
  Object.defineProperty(navigator, 'languages', { value: [language], configurable: true });
afterEach(() => speak('en-US'));

it.each([
  ['en-US', 'MMM[ ]D[, ]YYYY', 'MMM[ ]D[, ]YYYY[, ]h[:]mm[ ]A'],
  ['en-GB', 'D[ ]MMM[ ]YYYY', 'D[ ]MMM[ ]YYYY[, ]HH[:]mm'],
])("%s: the field shows the app's own form, and ISO is read too", (language, day, dayAndTime) => {
  speak(language);
  expect(datePickerFormat()).toEqual([day, 'YYYY-MM-DD']);
  expect(dateTimePickerFormat()).toEqual([dayAndTime, 'YYYY-MM-DD HH:mm']);
});

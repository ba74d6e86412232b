import { copiesToCsv, parsePerformanceCsv } from '../utils/performance-csv';
import { COPY_ID, OTHER_COPY_ID, makeCopy } from './fixtures';

const THIRD = COPY_ID.replace(/41$/, '49');

it('reads id and the performance columns, whatever their case, ignoring other columns and empty cells', () => {
  const parsed = parsePerformanceCsv(
    `\uFEFFID,Title,Views,Likes,Clicks\n${COPY_ID},Hello,12,,3\n${OTHER_COPY_ID},Hi, 1 000 ,4,\n`,
  );
  expect(parsed.error).toBeUndefined();
  expect(parsed.columns).toEqual(['views', 'likes', 'clicks']);
  expect(parsed.rows).toEqual([
    { id: COPY_ID, views: 12, clicks: 3 },
    { id: OTHER_COPY_ID, views: 1000, likes: 4 },
  ]);
  expect(parsed.skipped).toEqual([]);
});

it('skips, with a reason and the line, rows the API would refuse', () => {
  const parsed = parsePerformanceCsv(
    ['id,views,shares', `${COPY_ID},1.5,2`, `${OTHER_COPY_ID},abc,1`, ',3,3', `${COPY_ID},4,4`, `${THIRD},,`].join(
      '\n',
    ),
  );
  expect(parsed.rows).toEqual([]);
  expect(parsed.skipped).toEqual([
    { line: 2, id: COPY_ID, reason: 'views must be a whole number' },
    { line: 3, id: OTHER_COPY_ID, reason: 'views "abc" is not a number' },
    { line: 4, id: '', reason: 'No id' },
    { line: 5, id: COPY_ID, reason: 'The same id is on line 2' },
    { line: 6, id: THIRD, reason: 'No performance numbers' },
  ]);
});

it('refuses a file without an id column, without performance columns, or with too many rows', () => {
  expect(parsePerformanceCsv('views\n3').error).toMatch(/needs an "id" column/);
  expect(parsePerformanceCsv(`id,title\n${COPY_ID},x`).error).toBe(
    'The file needs at least one of these columns: views, likes, shares, comments, retweets, clicks.',
  );
  const big = ['id,views', ...Array.from({ length: 1001 }, () => `${COPY_ID},1`)].join('\n');
  expect(parsePerformanceCsv(big).error).toBe('Import at most 1000 rows at a time; this file has 1001.');
});

it('writes the listed copies as a template the import reads back, with formulas defused', () => {
  const csv = copiesToCsv([makeCopy({ title: '=HYPERLINK("x")', content: 'Fresh, "roasted" beans' })]);
  const [header, row] = csv.split('\r\n');
  expect(header).toBe(
    'id,platform,title,content,views,likes,shares,comments,retweets,clicks,clicks counted by tracked link',
  );
  expect(row).toBe(`${COPY_ID},twitter,"'=HYPERLINK(""x"")","Fresh, ""roasted"" beans",10,2,1,0,3,4,`);
  expect(parsePerformanceCsv(csv).rows).toEqual([
    { id: COPY_ID, views: 10, likes: 2, shares: 1, comments: 0, retweets: 3, clicks: 4 },
  ]);
});

it('leaves the clicks cell empty for a copy whose tracked link counts them, so importing the file back keeps them', () => {
  const link = {
    code: 'abcd1234',
    url: 'http://localhost:3000/r/abcd1234',
    targetUrl: 'https://example.com',
    clicks: 4,
  };
  const csv = copiesToCsv([makeCopy({ link })]);
  expect(csv.split('\r\n')[1]).toMatch(/,10,2,1,0,3,,4$/);
  expect(parsePerformanceCsv(csv).rows).toEqual([
    { id: COPY_ID, views: 10, likes: 2, shares: 1, comments: 0, retweets: 3 },
  ]);
});

it("keeps a file's own date column, one row per copy and day, so each day's numbers land on that day", () => {
  const parsed = parsePerformanceCsv(
    [
      'id,date,views',
      `${COPY_ID},2026-11-01,100`,
      `${COPY_ID},2026-11-02,150`,
      `${COPY_ID},2026-11-02,160`,
      `${OTHER_COPY_ID},tomorrow,5`,
    ].join('\n'),
  );
  expect(parsed.rows).toEqual([
    { id: COPY_ID, date: '2026-11-01T12:00:00Z', views: 100 },
    { id: COPY_ID, date: '2026-11-02T12:00:00Z', views: 150 },
  ]);
  expect(parsed.skipped).toEqual([
    { line: 4, id: COPY_ID, reason: 'The same id and date are on line 3' },
    {
      line: 5,
      id: OTHER_COPY_ID,
      reason: 'date must be a day like 2026-03-31 or a date and time like 2026-03-31T09:00:00Z',
    },
  ]);
});

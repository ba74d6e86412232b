import { scriptCreateSchema, scriptGenerateSchema, speakingSeconds, spokenWords } from '../index';

const ID = '3f0c0000-0000-4000-8000-000000000000';

describe('scripts', () => {
  it('counts only the words read aloud: section names (# lines) and blank lines are not', () => {
    expect(spokenWords('# Hook\nOne two  three\n\n  # Body\r\nfour five')).toEqual([
      'One',
      'two',
      'three',
      'four',
      'five',
    ]);
    expect(speakingSeconds('# Hook\nOne two three four five')).toBe(2);
    expect(speakingSeconds('')).toBe(1);
    expect(speakingSeconds(Array(150).fill('word').join(' '))).toBe(60);
  });

  it('takes only the lengths scripts are written to, and says which', () => {
    expect(scriptGenerateSchema.parse({ projectId: ID, seconds: 90 }).seconds).toBe(90);
    const bad = scriptGenerateSchema.safeParse({ projectId: ID, seconds: 45 });
    expect(bad.error?.issues[0]?.message).toBe('seconds must be one of: 15, 30, 60, 90');
  });

  it('refuses an empty script and an unknown field', () => {
    expect(scriptCreateSchema.safeParse({ projectId: ID, content: '  ' }).error?.issues[0]?.message).toBe(
      'Write the script first',
    );
    expect(
      scriptCreateSchema.safeParse({ projectId: ID, content: 'Hi', seconds: 30 }).error?.issues[0]?.message,
    ).toMatch(/Unknown field: seconds/);
  });
});

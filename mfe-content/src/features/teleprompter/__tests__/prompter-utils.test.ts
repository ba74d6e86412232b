import { PROMPTER_WPM } from '@brandcast/shared';
import { alignTranscript, sameWord } from '../utils/align';
import { parseScript } from '../utils/script-text';
import { formatDuration, nextSpeed, readingSeconds } from '../utils/speed';
import { positionAt, yAt } from '../hooks/use-prompter-scroll';

describe('the speed curve', () => {
  it('steps by 5 below 120 words a minute, by 10 up to 200, by 20 above', () => {
    const up: number[] = [100];
    while (up.at(-1)! < 260) up.push(nextSpeed(up.at(-1)!, 1));
    expect(up).toEqual([100, 105, 110, 115, 120, 130, 140, 150, 160, 170, 180, 190, 200, 220, 240, 260]);
    const down: number[] = [260];
    while (down.at(-1)! > 100) down.push(nextSpeed(down.at(-1)!, -1));
    expect(down).toEqual([...up].reverse());
  });

  it('lands an odd speed on the grid and stays within 60 to 300', () => {
    expect(nextSpeed(143, 1)).toBe(150);
    expect(nextSpeed(143, -1)).toBe(140);
    expect(nextSpeed(PROMPTER_WPM.max, 1)).toBe(PROMPTER_WPM.max);
    expect(nextSpeed(PROMPTER_WPM.min, -1)).toBe(PROMPTER_WPM.min);
  });
});

describe('time estimates', () => {
  it('reads 150 words in a minute at 150 wpm, and formats durations as a prompter shows them', () => {
    expect(readingSeconds(150, 150)).toBe(60);
    expect(readingSeconds(75, 150)).toBe(30);
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(720)).toBe('12:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('a script', () => {
  it('numbers the words read aloud and keeps section markers out of them', () => {
    const script = parseScript('# Hook\nStale coffee? Not here.\n\n# Call to action\nOrder today.');
    expect(script.words.map((word) => word.text)).toEqual(['Stale', 'coffee?', 'Not', 'here.', 'Order', 'today.']);
    expect(script.words[1]!.norm).toBe('coffee');
    expect(script.markers).toEqual([
      { name: 'Hook', line: 0, wordIndex: 0 },
      { name: 'Call to action', line: 3, wordIndex: 4 },
    ]);
    expect(script.lines.map((line) => line.kind)).toEqual(['marker', 'text', 'blank', 'marker', 'text']);
  });
});

describe('following the voice', () => {
  const script = parseScript(
    'Every morning we roast single-origin beans and ship them the same day. ' +
      'Most coffee sits in a warehouse for months. Ours reaches your door in two days. ' +
      'Order a bag today and taste the difference.',
  ).words.map((word) => word.norm);
  const at = (word: string, after = 0) => script.indexOf(word, after);

  it('follows a reader who reads as written', () => {
    expect(alignTranscript(script, 'every morning we roast', 0)).toBe(at('roast') + 1);
  });

  it('tolerates a skipped word and a mis-heard one', () => {
    // "single-origin" skipped, "roast" heard as "roost".
    expect(alignTranscript(script, 'we roost beans and ship', 2)).toBe(at('ship') + 1);
  });

  it('goes back when the reader repeats a phrase', () => {
    const from = at('sits') + 1;
    expect(alignTranscript(script, 'most coffee most coffee', from)).toBe(at('coffee', at('most')) + 1);
  });

  it('understands numbers said as words', () => {
    expect(sameWord('two', '2')).toBe(true);
    expect(alignTranscript(script, 'your door in two days', at('reaches'))).toBe(at('days') + 1);
  });

  it('never jumps far ahead on a common word, and says nothing when unsure', () => {
    // "the" appears much later ("taste the difference"), beyond the window from the start.
    expect(alignTranscript(script, 'the', 0, { ahead: 10 })).toBeNull();
    expect(alignTranscript(script, 'bananas pyjamas', 5)).toBeNull();
    expect(alignTranscript(script, '', 5)).toBeNull();
    expect(alignTranscript(script, 'taste the difference', 0, { ahead: 10 })).toBeNull();
  });
});

describe('from words to pixels', () => {
  // Three wrapped lines 60 px apart, of 4, 5 and 3 words.
  const lines = [
    { first: 0, count: 4, centre: 100 },
    { first: 4, count: 5, centre: 160 },
    { first: 9, count: 3, centre: 220 },
  ];

  it('holds a line at the reading line as it starts, and moves on toward the next as its words are read', () => {
    expect(yAt(lines, 0)).toBe(100);
    expect(yAt(lines, 2)).toBe(130);
    expect(yAt(lines, 4)).toBe(160);
    expect(yAt(lines, 6.5)).toBe(190);
    expect(yAt(lines, 12)).toBe(280);
  });

  it('turns a scroll by hand back into the word being read', () => {
    for (const position of [0, 1, 2.5, 4, 7, 10])
      expect(positionAt(lines, yAt(lines, position))).toBeCloseTo(position, 5);
    expect(positionAt(lines, 0)).toBe(0);
  });
});

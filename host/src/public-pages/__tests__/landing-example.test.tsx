import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { EXAMPLE_BRIEF, EXAMPLE_WRITTEN } from '@brandcast/shared';
import { LandingExample, SHOTS } from '../landing-example';

/** A JPEG's width and height, from its frame header. */
function jpegSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error(`${file}: no frame header`);
}

it('the landing page shows the example brief and, beside it, what the writer wrote from it', () => {
  render(<LandingExample />);
  const brief = screen.getByRole('region', { name: `The brief: ${EXAMPLE_BRIEF.businessName}` });
  expect(brief).toHaveTextContent(EXAMPLE_BRIEF.whatYouSell);
  expect(brief).toHaveTextContent(EXAMPLE_BRIEF.problemYouSolve);
  const written = screen.getByRole('region', { name: 'What Brandcast wrote' });
  expect(
    within(written)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(EXAMPLE_WRITTEN.taglines);
  expect(written).toHaveTextContent(EXAMPLE_WRITTEN.valueProposition);
  // A post keeps its paragraphs: the LinkedIn one's last line stands alone.
  const linkedIn = within(written).getByText('Post for LinkedIn').closest('figure')!;
  expect(within(linkedIn as HTMLElement).getByText('Book your weekday appointment.').tagName).toBe('P');
});

it('each picture of the app is a file the build serves, at the size the page reserves for it, and says what it shows', () => {
  render(<LandingExample />);
  const pictures = screen.getAllByRole('img');
  expect(pictures).toHaveLength(SHOTS.length);
  for (const shot of SHOTS) {
    const picture = screen.getByRole('img', { name: shot.alt });
    expect(picture).toHaveAttribute('loading', 'lazy');
    const file = (name: string) => path.resolve(__dirname, '../../../public/landing', `${name}.jpg`);
    const [width, height] = shot.size.desktop;
    expect(picture).toHaveAttribute('width', String(width));
    expect(jpegSize(file(shot.file))).toEqual({ width, height });
    // A phone is sent the picture taken at a phone's width.
    const phone = picture.parentElement!.querySelector('source')!;
    expect(phone).toHaveAttribute('srcset', `/landing/${shot.file}-phone.jpg`);
    expect(jpegSize(file(`${shot.file}-phone`))).toEqual({ width: shot.size.phone[0], height: shot.size.phone[1] });
  }
});

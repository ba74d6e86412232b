import { screen, within } from '@testing-library/react';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ReaderVerdict, verdictOf } from '../components/reader-verdict';
import { PROJECT_ID, project } from './fixtures';

afterEach(() => jest.restoreAllMocks());

/** The predicted rating, read from the verdict's first line ("Reader's rating: about 4.2 of 10, …"). */
async function rating(): Promise<number> {
  const line = await screen.findByText(/^Reader's rating: about/);
  return Number(/about (\d+\.\d) of 10/.exec(line.textContent ?? '')![1]);
}

it("reads a line against the project's brief: a field pasted whole rates lower than the same facts said to the reader", async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(project);
  const pasted = 'Coffee beans, roasted the day it ships.';
  const { unmount } = renderWithProviders(<ReaderVerdict text={pasted} kind="tagline" projectId={PROJECT_ID} />);
  await screen.findByText(/comparing the line with this project’s brief/);
  expect(get).toHaveBeenCalledWith(`/project/${PROJECT_ID}`);
  const region = screen.getByRole('region', { name: 'How a reader would rate it' });
  expect(within(region).getByText(/^Words lifted whole from the brief \(−/)).toBeInTheDocument();
  const copied = await rating();
  unmount();

  renderWithProviders(
    <ReaderVerdict text="Your morning cup, as fresh as the day it was made." kind="tagline" projectId={PROJECT_ID} />,
  );
  await screen.findByText(/comparing the line with this project’s brief/);
  expect(await rating()).toBeGreaterThan(copied);
  expect(screen.getByText(/^Speaks to the reader \(\+/)).toBeInTheDocument();
});

it('says what a rating means in the blind scale’s words', () => {
  expect(verdictOf(8.4)).toMatch(/publishable as is/);
  expect(verdictOf(6.1)).toBe('usable with light edits');
  expect(verdictOf(4.5)).toMatch(/rewrite/);
  expect(verdictOf(2)).toMatch(/stop here/);
});

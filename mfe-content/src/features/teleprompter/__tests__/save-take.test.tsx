import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recording } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, pickOption, renderWithProviders } from '@brandcast/shared/testing';
import { PROJECT_ID, makeProject, paged } from '../../../testing/fixtures';
import { SaveTake } from '../components/save-take';

const SCRIPT_ID = '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const take = {
  url: 'blob:take',
  blob: new Blob(['webm bytes'], { type: 'video/webm' }),
  fileName: 'take-1.webm',
  seconds: 2,
};

const saved = (overrides: Partial<Recording> = {}): Recording => ({
  id: 'r1',
  projectId: PROJECT_ID,
  projectName: 'Northwind Coffee',
  scriptId: null,
  userId: 'u1',
  contentType: 'video/webm',
  size: 10,
  fileName: 'take-1.webm',
  url: '/api/recording/r1/file?expires=1&signature=x',
  urlExpiresAt: '2026-11-01T11:00:00.000Z',
  role: 'owner',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project')
      return paged([
        makeProject(),
        makeProject({
          _id: 'p-shared',
          role: 'viewer',
          details: { ...makeProject().details, businessName: 'Shared Co' },
        }),
      ]);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

/** The fields of the multipart form the take was sent with, in order. */
const fieldsOf = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);

it('saves a take to a project picked from those the user can write to', async () => {
  const post = jest.spyOn(api, 'upload').mockResolvedValue(saved());
  renderWithProviders(<SaveTake take={take} script={null} onDiscard={() => {}} />);
  const button = screen.getByRole('button', { name: 'Save to project' });
  expect(button).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Save to project' }));
  expect(screen.queryByTitle('Shared Co')).not.toBeInTheDocument();
  await pickOption('Northwind Coffee');
  await userEvent.click(screen.getByRole('button', { name: 'Save to project' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  const [url, form] = post.mock.calls[0]!;
  expect(url).toBe('/recording');
  // projectId before the file, so the server checks the rights before reading the video.
  expect(fieldsOf(form as FormData)).toEqual([
    ['projectId', PROJECT_ID],
    ['file', 'take-1.webm'],
  ]);
  expect(await screen.findByText(/Saved to Northwind Coffee\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', `/projects/${PROJECT_ID}`);
});

it("a take read from a script goes to the script's project, with the script", async () => {
  const post = jest.spyOn(api, 'upload').mockResolvedValue(saved({ scriptId: SCRIPT_ID }));
  renderWithProviders(<SaveTake take={take} script={{ id: SCRIPT_ID, projectId: PROJECT_ID }} onDiscard={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save to project' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(fieldsOf(post.mock.calls[0]![1] as FormData)).toEqual([
    ['projectId', PROJECT_ID],
    ['scriptId', SCRIPT_ID],
    ['file', 'take-1.webm'],
  ]);
});

it("shows the server's refusal (a take past the size limit) and keeps the take", async () => {
  const message = 'The recording is larger than 500 MB. Record a shorter take, or download it instead.';
  jest.spyOn(api, 'upload').mockRejectedValue(httpError(413, { statusCode: 413, error: 'Payload Too Large', message }));
  const discard = jest.fn();
  renderWithProviders(<SaveTake take={take} script={{ id: SCRIPT_ID, projectId: PROJECT_ID }} onDiscard={discard} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save to project' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:take');
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(discard).toHaveBeenCalled();
});

it('shows how much of the take has been sent while it uploads', async () => {
  let finish: (recording: Recording) => void = () => undefined;
  const upload = jest.spyOn(api, 'upload').mockImplementation(
    (_url, _content, options) =>
      new Promise((resolve) => {
        options?.onProgress?.(40);
        finish = resolve as (recording: Recording) => void;
      }),
  );
  renderWithProviders(<SaveTake take={take} script={{ id: SCRIPT_ID, projectId: PROJECT_ID }} onDiscard={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save to project' }));
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('40%')).toBeInTheDocument();
  finish(saved({ scriptId: SCRIPT_ID }));
  expect(await screen.findByText(/Saved to Northwind Coffee\./)).toBeInTheDocument();
});

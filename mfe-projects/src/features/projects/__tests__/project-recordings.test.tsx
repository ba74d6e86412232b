import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recording } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ProjectRecordings } from '../components/project-recordings';

const recording = (overrides: Partial<Recording> = {}): Recording => ({
  id: 'r1',
  projectId: 'p1',
  projectName: 'Northwind Coffee',
  scriptId: 's1',
  userId: 'u1',
  contentType: 'video/webm',
  size: 3 * 1024 * 1024,
  fileName: 'take-1.webm',
  url: '/api/recording/r1/file?expires=1&signature=abc',
  urlExpiresAt: '2026-11-01T11:00:00.000Z',
  role: 'owner',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

it("plays each of the project's recordings from its signed address, with its script and a download", async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: [recording()], pagination: { page: 1, size: 100, total: 1, totalPages: 1 } });
  const { container } = renderWithProviders(<ProjectRecordings projectId="p1" count={1} canEdit={false} />);
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  expect(get).toHaveBeenCalledWith('/recording', { params: { projectId: 'p1', size: 100 } });
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('src', '/api/recording/r1/file?expires=1&signature=abc');
  expect(video).toHaveAttribute('controls');
  expect(screen.getByText(/3 MB/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Its script' })).toHaveAttribute('href', '/teleprompter?script=s1');
  expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'take-1.webm');
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('asks nothing of the server for a project without recordings, and points to the teleprompter', () => {
  const get = jest.spyOn(api, 'get');
  renderWithProviders(<ProjectRecordings projectId="p1" count={0} canEdit />);
  expect(screen.getByRole('link', { name: 'teleprompter' })).toHaveAttribute('href', '/teleprompter');
  expect(get).not.toHaveBeenCalled();
});

it('lets an owner or editor delete a recording after confirming', async () => {
  jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: [recording()], pagination: { page: 1, size: 100, total: 1, totalPages: 1 } });
  const del = jest.spyOn(api, 'delete').mockResolvedValue(null);
  renderWithProviders(<ProjectRecordings projectId="p1" count={1} canEdit />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('tooltip');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/recording/r1'));
});

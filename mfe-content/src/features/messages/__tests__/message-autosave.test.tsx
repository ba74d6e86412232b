import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PREFERENCE_DEFAULTS, STORAGE_KEYS } from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import MessageEditRoute from '../routes/message-edit';
import MessageNewRoute from '../routes/message-new';
import { PROJECT_ID, message, paged, project } from './fixtures';

const user = testUser;
const newDraftKey = `${STORAGE_KEYS.draftPrefix}${user.id}.message.new`;
const editDraftKey = `${STORAGE_KEYS.draftPrefix}${user.id}.message.${message.id}`;

function renderRoute(route: string, preferences = PREFERENCE_DEFAULTS) {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : message));
  return renderWithProviders(
    <Routes>
      <Route path="/messages/new" element={<MessageNewRoute />} />
      <Route path="/messages/:messageId/edit" element={<MessageEditRoute />} />
      <Route path="/messages/:messageId" element={<h1>Message page</h1>} />
    </Routes>,
    { route, preferences },
  );
}

const typeMessage = (text: string) => fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });

beforeEach(() => {
  localStorage.clear();
  setSession({ token: 'token', user });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('keeps a new message in this browser as it is typed, and puts it back after a reload', async () => {
  const first = renderRoute(`/messages/new?projectId=${PROJECT_ID}`);
  typeMessage('Roasted the day it ships, at your door by Friday.');
  await waitFor(() => expect(localStorage.getItem(newDraftKey)).toContain('Roasted the day it ships'));
  expect(screen.getByTestId('autosave-status')).toHaveTextContent(/Draft kept in this browser/);
  first.unmount();

  renderRoute(`/messages/new?projectId=${PROJECT_ID}`);
  expect(await screen.findByText(/We put back the changes you had not saved/)).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveValue('Roasted the day it ships, at your door by Friday.');

  await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(localStorage.getItem(newDraftKey)).toBeNull();
});

it('forgets the draft once the new message is saved', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ ...message, id: 'm9' });
  renderRoute(`/messages/new?projectId=${PROJECT_ID}`);
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Project' }).closest('.ant-select')).toHaveTextContent(
      'Northwind Coffee',
    ),
  );
  typeMessage('Fresh coffee, roasted the day it ships.');
  await waitFor(() => expect(localStorage.getItem(newDraftKey)).not.toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
  expect(await screen.findByRole('heading', { name: 'Message page' })).toBeInTheDocument();
  expect(localStorage.getItem(newDraftKey)).toBeNull();
});

it('saves an existing message to the server after a pause in typing, once, and drops the local copy', async () => {
  const patch = jest
    .spyOn(api, 'patch')
    .mockImplementation(async (_url, body) => ({ ...message, ...(body as object) }));
  renderRoute(`/messages/${message.id}/edit`);
  await screen.findByLabelText('Message');
  typeMessage('Fresh coffee');
  typeMessage('Fresh coffee, roasted');
  typeMessage('Fresh coffee, roasted today.');
  // Kept locally at once, before the pause ends.
  expect(localStorage.getItem(editDraftKey)).toContain('roasted today');
  expect(patch).not.toHaveBeenCalled();
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1), { timeout: 4000 });
  expect(patch).toHaveBeenCalledWith(`/message/${message.id}`, {
    type: 'tagline',
    title: 'Morning tagline',
    content: 'Fresh coffee, roasted today.',
  });
  await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent(/All changes saved/));
  expect(localStorage.getItem(editDraftKey)).toBeNull();
  // The form stays open and usable while it saves.
  expect(screen.getByLabelText('Message')).not.toBeDisabled();
});

it('keeps the change in this browser when the server does not take it, and says so', async () => {
  jest.spyOn(api, 'patch').mockRejectedValue(new Error('offline'));
  renderRoute(`/messages/${message.id}/edit`);
  await screen.findByLabelText('Message');
  typeMessage('Fresh coffee, roasted today.');
  await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent(/Not saved yet/), {
    timeout: 4000,
  });
  expect(screen.getByTestId('autosave-status')).toHaveTextContent(/Your changes are kept in this browser/);
  expect(localStorage.getItem(editDraftKey)).toContain('roasted today');
});

it('with autosave off, keeps nothing and saves nothing until asked', async () => {
  const patch = jest.spyOn(api, 'patch');
  renderRoute(`/messages/${message.id}/edit`, { ...PREFERENCE_DEFAULTS, autosave: false });
  await screen.findByLabelText('Message');
  typeMessage('Fresh coffee, roasted today.');
  await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  expect(patch).not.toHaveBeenCalled();
  expect(localStorage.getItem(editDraftKey)).toBeNull();
  expect(screen.queryByTestId('autosave-status')).not.toBeInTheDocument();
});

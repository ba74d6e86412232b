import { act, screen } from '@testing-library/react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { CopiesArea, MessagesArea, TeleprompterArea } from '../routes';

let navigate!: NavigateFunction;
function Probe() {
  navigate = useNavigate();
  return null;
}

function App() {
  return (
    <Routes>
      <Route path="/messages/*" element={<MessagesArea />} />
      <Route path="/copies/*" element={<CopiesArea />} />
      <Route path="/teleprompter/*" element={<TeleprompterArea />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>
  );
}

beforeEach(() => setSession({ token: 't', user: testUser }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('opens the teleprompter, ready for pasted text', async () => {
  renderWithProviders(<App />, { route: '/teleprompter' });
  expect(await screen.findByRole('heading', { name: 'Teleprompter', level: 2 })).toBeInTheDocument();
  expect(screen.getByLabelText('Text to read')).toBeInTheDocument();
  expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
});

it.each([
  '/copies/abc',
  '/copies/new/x',
  '/messages/m1/edit/x',
  '/messages/a/b/c',
  '/teleprompter/x',
  '/teleprompter/x/y',
])('sends %s, which is no page, to /', async (route) => {
  renderWithProviders(<App />, { route });
  expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
});

it.each([
  ['/messages/new', 'New message'],
  ['/copies/new', 'Copy generator'],
])('still opens %s', async (route, heading) => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: [], meta: { total: 0, page: 1, size: 20 } });
  renderWithProviders(<App />, { route });
  expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
});

it.each([
  ['/messages/new', '/messages/m1'],
  ['/copies/new', '/messages/new'],
])('opens the page reached from %s (%s) at its top, not where the last one was scrolled', async (from, to) => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: [], meta: { total: 0, page: 1, size: 20 } });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <App />
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </>,
    { route: from },
  );
  scrollTo.mockClear();
  // Saving a message navigates from its form to its page: the area scrolls the window up.
  await act(async () => navigate(to));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
});

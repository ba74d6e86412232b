import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { DashboardArea } from '../routes';

// The page never renders (it suspends for good): whatever asks for the overview is the area itself.
jest.mock('../features/dashboard/routes/dashboard', () => ({
  __esModule: true,
  default: function StillLoading() {
    throw new Promise(() => undefined);
  },
}));

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('asks for the overview as the area renders, while the page itself is still suspended', async () => {
  setSession({ token: 't', user: testUser });
  const get = jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardArea />} />
    </Routes>,
    { route: '/dashboard' },
  );
  await act(async () => undefined);
  expect(get).toHaveBeenCalledWith('/analytics/overview', { params: { range: 'month', tz: expect.any(String) } });
});

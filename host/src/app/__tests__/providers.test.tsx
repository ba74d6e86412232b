import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PREFERENCE_DEFAULTS } from '@brandcast/shared';
import { preferenceKeys } from '@brandcast/shared/api';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { testUser } from '@brandcast/shared/testing';
import { queryClient } from '../../lib/query-provider';
import { HostProviders } from '../providers';

function ControlProbe() {
  const { token } = theme.useToken();
  return <p>{`controls ${token.controlHeight}`}</p>;
}

const renderApp = () =>
  render(
    <HostProviders>
      <ControlProbe />
    </HostProviders>,
  );

afterEach(() => {
  act(() => clearSession());
  queryClient.clear();
  jest.restoreAllMocks();
});

it("a visitor's pages render without asking for preferences", () => {
  const get = jest.spyOn(api, 'get');
  renderApp();
  expect(screen.getByText('controls 32')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it("once signed in, the user's compact view reaches the theme through the app's query client, and leaves with them", async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ ...PREFERENCE_DEFAULTS, compactView: true });
  act(() => setSession({ token: 't', user: testUser }));
  renderApp();
  expect(await screen.findByText('controls 28')).toBeInTheDocument();
  expect(queryClient.getQueryData(preferenceKeys.all)).toMatchObject({ compactView: true });
  act(() => clearSession());
  expect(screen.getByText('controls 32')).toBeInTheDocument();
});

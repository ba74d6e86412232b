import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Branding } from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import BrandingTab from '../routes/branding-tab';

const enterprise = {
  ...testUser,
  role: 'enterprise' as const,
  subscription: { plan: 'enterprise' as const, status: 'active' as const },
};
const LOGO = '/api/branding/logo/0b7d3c2e-1111-4222-8333-444455556666';
const branding = (changes: Partial<Branding> = {}): Branding => ({
  color: null,
  logoUrl: null,
  shown: true,
  updatedAt: null,
  ...changes,
});

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('shows the upgrade prompt to a plan without custom branding, and says kept branding is not shown', async () => {
  setSession({ token: 't', user: testUser });
  jest.spyOn(api, 'get').mockResolvedValue(branding({ color: '#ff6600', shown: false }));
  renderWithProviders(<BrandingTab />);
  expect(await screen.findByRole('region', { name: 'Branding' })).toBeInTheDocument();
  expect(screen.getByText('Upgrade to the Enterprise plan to use custom branding.')).toBeInTheDocument();
  expect(screen.getByText('Your logo and colour are kept')).toBeInTheDocument();
  expect(screen.queryByText('Upload logo')).not.toBeInTheDocument();
});

it('says when the branding could not be loaded, with a retry', async () => {
  setSession({ token: 't', user: enterprise });
  jest.spyOn(api, 'get').mockRejectedValueOnce(httpError(500)).mockResolvedValue(branding());
  renderWithProviders(<BrandingTab />);
  expect(await screen.findByText('Failed to load your branding')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Upload logo')).toBeInTheDocument();
});

it('checks the hex colour with the shared rule, previews it, and saves it', async () => {
  setSession({ token: 't', user: enterprise });
  jest.spyOn(api, 'get').mockResolvedValue(branding());
  const put = jest.spyOn(api, 'put').mockResolvedValue(branding({ color: '#ff6600' }));
  renderWithProviders(<BrandingTab />);
  const hex = await screen.findByLabelText('Brand colour (hex)');
  await userEvent.type(hex, 'orange');
  expect(screen.getByText('The brand colour must be a hex colour of six digits, e.g. #1677ff.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save colour' })).toBeDisabled();

  await userEvent.clear(hex);
  await userEvent.type(hex, '#FF6600');
  expect(screen.getByTestId('brand-preview-accent').style.borderTop).toBe('4px solid rgb(255, 102, 0)');
  await userEvent.click(screen.getByRole('button', { name: 'Save colour' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/branding/color', { color: '#ff6600' }));
  expect(await screen.findByRole('button', { name: 'Reset branding' })).toBeInTheDocument();
});

it('uploads a logo as multipart field "logo", refuses one over 1 MB before sending, and shows the server\'s refusal', async () => {
  setSession({ token: 't', user: enterprise });
  jest.spyOn(api, 'get').mockResolvedValue(branding());
  const put = jest
    .spyOn(api, 'put')
    .mockRejectedValueOnce(httpError(415, { message: 'The logo must be a PNG, JPEG, WebP or GIF image.' }))
    .mockResolvedValue(branding({ logoUrl: LOGO }));
  const { container } = renderWithProviders(<BrandingTab />);
  await screen.findByText('Upload logo');
  // rc-upload puts a new file input in after each pick.
  const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;

  await userEvent.upload(input(), new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findByText('The logo is larger than 1 MB. Choose a smaller image.')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();

  await userEvent.upload(input(), new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('The logo must be a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();

  await userEvent.upload(input(), new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
  const [url, form] = put.mock.calls[1]!;
  expect(url).toBe('/branding/logo');
  expect((form as FormData).get('logo')).toBeInstanceOf(File);
  expect(await screen.findByRole('img', { name: 'Your current logo' })).toHaveAttribute('src', LOGO);
  expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', LOGO);
});

it('resets logo and colour only after confirming', async () => {
  setSession({ token: 't', user: enterprise });
  let stored = branding({ color: '#112233', logoUrl: LOGO });
  jest.spyOn(api, 'get').mockImplementation(() => Promise.resolve(stored));
  const del = jest.spyOn(api, 'delete').mockImplementation(() => {
    stored = branding();
    return Promise.resolve(null);
  });
  renderWithProviders(<BrandingTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Reset branding' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Keep them' }));
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Reset branding' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/branding'));
  expect(await screen.findByText('No logo yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Brand colour (hex)')).toHaveValue('');
});

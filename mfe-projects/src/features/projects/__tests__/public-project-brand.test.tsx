import { screen } from '@testing-library/react';
import type { PublicProject } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders, testProject } from '@brandcast/shared/testing';
import PublicProjectRoute from '../routes/public-project';

const project = (brand: PublicProject['brand']): PublicProject => ({
  _id: 'p1',
  details: { ...testProject().details, businessName: 'Northwind Coffee' },
  type: 'brand_identity',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  brand,
});

const open = (answer: PublicProject) => {
  jest.spyOn(api, 'get').mockResolvedValue(answer);
  return renderWithProviders(<PublicProjectRoute />, { route: '/p/p1', path: '/p/:projectId' });
};

afterEach(() => jest.restoreAllMocks());

it("shows the owner's logo and colour accents", async () => {
  open(project({ color: '#ff6600', logoUrl: '/api/branding/logo/0b7d3c2e-1111-4222-8333-444455556666' }));
  const logo = await screen.findByRole('img', { name: 'Northwind Coffee logo' });
  expect(logo).toHaveAttribute('src', '/api/branding/logo/0b7d3c2e-1111-4222-8333-444455556666');
  const page = screen.getByTestId('public-project');
  expect(page).toHaveAttribute('data-brand-color', '#ff6600');
  expect(page.style.borderTop).toBe('6px solid rgb(255, 102, 0)');
});

it('puts nothing but a checked hex colour into CSS, and no logo from elsewhere', async () => {
  open(project({ color: 'red;background:url(https://evil.example/x)', logoUrl: 'https://evil.example/logo.png' }));
  const page = await screen.findByTestId('public-project');
  expect(page).not.toHaveAttribute('data-brand-color');
  expect(page.getAttribute('style')).not.toMatch(/evil|border-top/);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it("looks like Brandcast when the owner's plan shows no branding", async () => {
  open(project(null));
  const page = await screen.findByTestId('public-project');
  expect(page).not.toHaveAttribute('data-brand-color');
  expect(screen.getByRole('heading', { name: 'Northwind Coffee' })).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, setSession } from '@brandcast/shared/client';
import { testUser } from '@brandcast/shared/testing';
import PricingRoute from '../../app/routes/pricing';
import { PricingPage } from '../pages';

afterEach(() => {
  clearSession();
  document.body.innerHTML = '';
});

const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

it('the pre-rendered /pricing leads each paid plan through registration to billing, per billing period, with plain links', () => {
  const html = renderToStaticMarkup(<PricingPage />);
  expect(html).not.toContain('<script');
  document.body.innerHTML = html;
  expect(hrefs('Choose Starter')).toEqual(['/register?plan=starter']);
  expect(hrefs('Choose Starter yearly')).toEqual(['/register?plan=starter&interval=yearly']);
  expect(hrefs('Choose Enterprise yearly')).toEqual(['/register?plan=enterprise&interval=yearly']);
  expect(hrefs('Start free')).toEqual(['/register']);
  // Each link sits with its period's prices, so the CSS switch shows one of the two.
  expect(screen.getByRole('link', { name: 'Choose Professional' })).toHaveClass('bc-monthly');
  expect(screen.getByRole('link', { name: 'Choose Professional yearly' })).toHaveClass('bc-yearly');
});

it('/pricing inside the app: a signed-in visitor goes straight to billing with the plan chosen', () => {
  setSession({ token: 't', user: testUser });
  render(
    <MemoryRouter>
      <PricingRoute />
    </MemoryRouter>,
  );
  expect(hrefs('Choose Starter')).toEqual(['/settings/billing?plan=starter']);
  expect(hrefs('Choose Professional yearly')).toEqual(['/settings/billing?plan=professional&interval=yearly']);
});

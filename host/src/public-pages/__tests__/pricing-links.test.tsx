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

it('/pricing writes amounts grouped, with the yearly saving Billing shows, and the free plan as Free (issue 28)', () => {
  document.body.innerHTML = renderToStaticMarkup(<PricingPage />);
  const text = document.body.textContent ?? '';
  // Enterprise: $149 a month or $1,430 a year, which saves 12 × 149 − 1,430 = $358.
  expect(text).toContain('$1,430 / year · save $358');
  expect(text).not.toContain('$1430');
  expect(text).not.toMatch(/\$0\b/);
  expect(text).toContain('Free');
  expect(text).toContain('1 team member');
  expect(text).toContain('100,000 credits a month');
});

it('/pricing says what each plan unlocks, from the table the API gates read (issue 28)', () => {
  document.body.innerHTML = renderToStaticMarkup(<PricingPage />);
  const unlocked = [...document.querySelectorAll('.bc-unlocks')].map((p) => p.textContent);
  expect(unlocked).toEqual([
    'Projects, brand messages, and copies',
    'Everything in Free, plus analytics and team collaboration',
    'Everything in Starter, with more room',
    'Everything in Professional, plus advanced analytics, API access, and custom branding',
  ]);
});

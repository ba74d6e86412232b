import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { PRIMARY_COLOR } from '../theme-providers';
import { TokenButton, TokenButtonLink } from '../token-button';

it('draws a primary button from the theme: its colours, a control-high box, the focus ring and hover in the stylesheet', () => {
  renderWithProviders(<TokenButton variant="primary">Sign in</TokenButton>);
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button.style.getPropertyValue('--bc-bg')).toBe(PRIMARY_COLOR);
  expect(button.style.getPropertyValue('--bc-c')).toBe('#fff');
  expect(button).toHaveStyle({ height: '32px', borderRadius: '6px' });
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain('.bc-btn:not(:disabled):focus-visible{outline:var(--bc-focus)');
  expect(css).toContain('.bc-btn:not(:disabled):hover{');
});

it('while loading shows the spinner, is busy and, disabled, takes no press', async () => {
  const onClick = jest.fn();
  const { rerender } = renderWithProviders(
    <TokenButton variant="primary" type="submit" block onClick={onClick}>
      Sign in
    </TokenButton>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toHaveStyle({ width: '100%' });
  expect(button).not.toHaveAttribute('aria-busy');
  expect(screen.queryByRole('img', { name: 'loading' })).not.toBeInTheDocument();
  rerender(
    <TokenButton variant="primary" type="submit" block loading disabled onClick={onClick}>
      Sign in
    </TokenButton>,
  );
  expect(screen.getByRole('img', { name: 'loading' })).toBeInTheDocument();
  const busy = screen.getByRole('button', { name: /Sign in/ });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toBeDisabled();
  await userEvent.click(busy);
  expect(onClick).not.toHaveBeenCalled();
});

it('an icon-only text button is a control-high square, pressed by the keyboard', async () => {
  const onClick = jest.fn();
  renderWithProviders(
    <TokenButton variant="text" aria-label="Switch theme" icon={<span data-testid="icon" />} onClick={onClick} />,
  );
  const button = screen.getByRole('button', { name: 'Switch theme' });
  expect(button).toHaveStyle({ width: '32px', height: '32px' });
  expect(button.style.getPropertyValue('--bc-bg')).toBe('transparent');
  expect(button.style.getPropertyValue('--bc-bg-h')).toBe('rgba(0,0,0,0.04)');
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('a button link is one link that navigates in the app', async () => {
  renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <TokenButtonLink to="/register" variant="primary">
            Get Started
          </TokenButtonLink>
        }
      />
      <Route path="/register" element={<p>Registration</p>} />
    </Routes>,
  );
  const link = screen.getByRole('link', { name: 'Get Started' });
  expect(link).toHaveAttribute('href', '/register');
  await userEvent.click(link);
  expect(screen.getByText('Registration')).toBeInTheDocument();
});

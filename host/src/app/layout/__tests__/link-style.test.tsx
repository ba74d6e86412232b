import { screen } from '@testing-library/react';
import { renderWithProviders } from '@brandcast/shared/testing';
import { LinkStyle } from '../link-style';

it("gives links antd's look (the theme's link colour, no underline) where no antd component has registered it", () => {
  renderWithProviders(
    <>
      <LinkStyle />
      <a href="/register">Create an account</a>
    </>,
  );
  // The light theme's link colour (#531dab, ThemeProviders' colorLink) rather than the browser's blue. (jsdom does not
  // compute text-decoration: the underline's absence is seen in the screenshots.)
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveStyle({ color: 'rgb(83, 29, 171)' });
});

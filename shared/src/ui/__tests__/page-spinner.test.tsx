import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { PRIMARY_COLOR } from '../theme-providers';
import { PageSpinner } from '../page-spinner';

it('is a status named by what loads, its dots in the primary colour, turning', () => {
  renderWithProviders(<PageSpinner label="Loading Projects" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Projects');
  const dots = screen.getByTestId('page-spinner-dots');
  expect(dots).toHaveStyle({ color: PRIMARY_COLOR, width: '32px', height: '32px' });
  expect(dots.style.animation).toContain('brandcast-spin ');
  expect(dots.querySelectorAll('i')).toHaveLength(4);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain('@keyframes brandcast-spin{');
});

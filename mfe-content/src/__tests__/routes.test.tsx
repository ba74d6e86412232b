import { screen } from '@testing-library/react';
import { renderWithProviders } from '@brandcast/shared/testing';
import { CopiesArea, MessagesArea, TeleprompterArea } from '../routes';

it.each([
  [MessagesArea, 'Brand Messages'],
  [CopiesArea, 'Copy Generator'],
  [TeleprompterArea, 'Teleprompter'],
])('says plainly that %p is not built yet, with no sample data', (Area, title) => {
  renderWithProviders(<Area />);
  expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getByText(/This area is not built yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
});

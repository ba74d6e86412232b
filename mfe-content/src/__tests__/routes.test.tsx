import { screen } from '@testing-library/react';
import { renderWithProviders } from '@brandcast/shared/testing';
import { TeleprompterArea } from '../routes';

it('says plainly that the teleprompter is not built yet, with no sample data', () => {
  renderWithProviders(<TeleprompterArea />);
  expect(screen.getByText('Teleprompter')).toBeInTheDocument();
  expect(screen.getByText(/This area is not built yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
});

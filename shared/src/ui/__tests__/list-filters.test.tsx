import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { ListSearch } from '../list-search';
import { useUrlFilters } from '../use-url-filters';

function SearchableList() {
  const { params, update } = useUrlFilters();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ListSearch
        label="Search things"
        value={params.get('search') ?? undefined}
        onSearch={(value) => update({ search: value })}
      />
      <output aria-label="query">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

test('the search applies on Enter, keeps page 1, and follows the URL back', async () => {
  renderWithProviders(<SearchableList />, { route: '/things?search=roast&page=3' });
  const box = screen.getByRole('searchbox', { name: 'Search things' });
  expect(box).toHaveValue('roast');

  await userEvent.clear(box);
  await userEvent.type(box, '  beans  ');
  // Typing alone does not search.
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=roast&page=3');
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent(/^\?search=beans$/);

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=roast&page=3');
  expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('roast');
});

test('an empty search removes the filter', async () => {
  renderWithProviders(<SearchableList />, { route: '/things?search=roast' });
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search things' }));
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'query' })).toBeEmptyDOMElement();
});

function PageProbe() {
  const { page } = useUrlFilters();
  return <p>{`page ${page}`}</p>;
}

test.each([
  ['', 1],
  ['?page=3', 3],
  ['?page=2.7', 2],
  ['?page=0', 1],
  ['?page=-4', 1],
  ['?page=next', 1],
])('the page asked for in %p is %p', (query, page) => {
  renderWithProviders(<PageProbe />, { route: `/things${query}` });
  expect(screen.getByText(`page ${page}`)).toBeInTheDocument();
});

import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from '../scroll-to-top';

let navigate!: NavigateFunction;
let pathname = '';
function Probe() {
  navigate = useNavigate();
  pathname = useLocation().pathname;
  return null;
}

function setup() {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/projects/create']}>
      <ScrollToTop />
      <Probe />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return scrollTo;
}

afterEach(() => jest.restoreAllMocks());

it('scrolls to the top when a link or navigate() opens another path', async () => {
  const scrollTo = setup();
  await act(async () => navigate('/projects/p9'));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
});

it('keeps the place on back and forward, and on a change of search or hash', async () => {
  const scrollTo = setup();
  await act(async () => navigate('/projects/create?page=2'));
  await act(async () => navigate('/projects/create?page=2#voice'));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => navigate('/projects/p9'));
  scrollTo.mockClear();
  await act(async () => navigate(-1));
  expect(pathname).toBe('/projects/create');
  expect(scrollTo).not.toHaveBeenCalled();
});

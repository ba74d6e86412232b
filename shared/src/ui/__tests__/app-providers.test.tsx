import { screen } from '@testing-library/react';
import { Checkbox, Progress, Radio, Select, theme } from 'antd';
import { renderWithProviders } from '../../testing/render';
import { PRIMARY_COLOR } from '../theme-providers';

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{`motion ${String(token.motion)}, ${token.motionDurationMid}`}</p>;
}

const originalMatchMedia = window.matchMedia;

function systemPrefers(matchingQuery: string) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === matchingQuery,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('antd animates by default', () => {
  systemPrefers('(no preference)');
  renderWithProviders(<MotionProbe />);
  expect(screen.getByText('motion true, 0.2s')).toBeInTheDocument();
});

test('the system setting "reduce motion" turns antd motion off', () => {
  systemPrefers('(prefers-reduced-motion: reduce)');
  renderWithProviders(<MotionProbe />);
  expect(screen.getByText('motion false, 0s')).toBeInTheDocument();
});

function ControlProbe() {
  const { token } = theme.useToken();
  return <p>{`controls ${token.controlHeight}/${token.controlHeightSM}`}</p>;
}

test('controls are 44 px tall on a touch screen, and antd-sized with a mouse', () => {
  systemPrefers('(pointer: coarse)');
  const { unmount } = renderWithProviders(<ControlProbe />);
  expect(screen.getByText('controls 44/44')).toBeInTheDocument();
  unmount();
  systemPrefers('(pointer: fine)');
  renderWithProviders(<ControlProbe />);
  expect(screen.getByText('controls 32/24')).toBeInTheDocument();
});

test('a checkbox or radio label is a target of 24 px, 44 px on a touch screen', () => {
  systemPrefers('(pointer: fine)');
  const { unmount } = renderWithProviders(<Checkbox>Instagram</Checkbox>);
  expect(screen.getByText('Instagram').closest('label')).toHaveStyle({ minHeight: '24px' });
  unmount();
  systemPrefers('(pointer: coarse)');
  renderWithProviders(<Radio>Caption</Radio>);
  expect(screen.getByText('Caption').closest('label')).toHaveStyle({ minHeight: '44px' });
});

test("a select's clear icon sits in a 24 px target", () => {
  const { container } = renderWithProviders(<Select allowClear value="a" options={[{ value: 'a', label: 'A' }]} />);
  const clear = container.querySelector('.ant-select-clear');
  expect(clear).toHaveStyle({ width: '24px', height: '24px' });
});

test('progress bars take the primary colour, not antd’s info blue', () => {
  renderWithProviders(<Progress percent={40} />);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toMatch(new RegExp(`\\.ant-progress[^{]*\\{[^}]*${PRIMARY_COLOR}`, 'i'));
});

test('text links get a press area of 24 px without changing the line height', () => {
  renderWithProviders(<a href="/x">x</a>);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain('a:not(.ant-btn) { padding-block: 4px; }');
});

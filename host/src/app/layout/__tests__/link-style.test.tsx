import { renderWithProviders } from '@brandcast/shared/testing';
import { LinkStyle } from '../link-style';

it("gives links antd's look (the theme's link colour, no underline) where no antd component has registered it", () => {
  const { container } = renderWithProviders(<LinkStyle />);
  // The light theme's link colour (#531dab, ThemeProviders' colorLink) rather than the browser's blue, no underline, in
  // antd's cascade layer like antd's own rule, so a link drawn as a button keeps the button's colours. (jsdom does not
  // apply cascade layers: the rule is read; the screenshots and composition.spec.ts see it applied.)
  const css = container.querySelector('style')?.textContent ?? '';
  expect(css).toMatch(/^@layer antd\{a\{color:#531dab;text-decoration:none;background-color:transparent;/);
  expect(css.endsWith('}}')).toBe(true);
});

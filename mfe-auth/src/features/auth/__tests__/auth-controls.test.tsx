import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { renderWithProviders } from '@brandcast/shared/testing';
import { AuthInput, AuthPasswordInput } from '../components/auth-input';
import { AuthMessage } from '../components/auth-message';

type Token = ReturnType<typeof theme.useToken>['token'];

/** Renders `ui` under the app's providers, and returns the theme's tokens there. */
function renderWithToken(ui: React.ReactElement): Token {
  let token: Token | undefined;
  function Probe() {
    token = theme.useToken().token;
    return null;
  }
  renderWithProviders(
    <>
      <Probe />
      {ui}
    </>,
  );
  return token!;
}

describe('AuthPasswordInput', () => {
  test('hides the password until its button is pressed, by mouse or keyboard', async () => {
    renderWithToken(<AuthPasswordInput id="password" name="password" aria-label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'password');

    await userEvent.type(input, 'correct horse');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct horse');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // A mouse press left the caret in the field; the keyboard reaches the button by Tab.
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('is reached by Tab after the field', async () => {
    renderWithToken(<AuthPasswordInput id="password" name="password" aria-label="Password" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });

  test('disabled, both the field and its button are', () => {
    renderWithToken(<AuthPasswordInput id="password" name="password" aria-label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  test('an error draws its box in the error colour, with the error focus ring when focused', async () => {
    const token = renderWithToken(
      <AuthPasswordInput id="password" aria-label="Password" status="error" aria-invalid />,
    );
    const box = screen.getByLabelText('Password').parentElement!;
    expect(box).toHaveStyle({ borderColor: token.colorError, boxShadow: 'none' });
    await userEvent.click(screen.getByLabelText('Password'));
    expect(box).toHaveStyle({
      borderColor: token.colorError,
      boxShadow: `0 0 0 ${token.controlOutlineWidth}px ${token.colorErrorOutline}`,
    });
  });
});

describe('AuthInput', () => {
  test("draws antd's outlined input from the theme: border, hover, focus ring", async () => {
    const token = renderWithToken(<AuthInput aria-label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveStyle({
      borderColor: token.colorBorder,
      borderRadius: `${token.borderRadius}px`,
      background: token.colorBgContainer,
      boxShadow: 'none',
    });
    await userEvent.hover(input);
    expect(input).toHaveStyle({ borderColor: token.colorPrimaryHover });
    await userEvent.click(input);
    expect(input).toHaveStyle({
      borderColor: token.colorPrimary,
      boxShadow: `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`,
    });
  });

  test('is as tall as antd’s controls: its padding and line make controlHeight', () => {
    const token = renderWithToken(<AuthInput aria-label="Email" />);
    const { paddingTop, paddingBottom, borderTopWidth, borderBottomWidth } = screen.getByLabelText('Email').style;
    const height =
      parseFloat(paddingTop) +
      parseFloat(paddingBottom) +
      parseFloat(borderTopWidth) +
      parseFloat(borderBottomWidth) +
      token.fontSize * token.lineHeight;
    expect(Math.round(height)).toBe(token.controlHeight);
  });

  test('invalid: the error border, and what the form passes for assistive technology', () => {
    const token = renderWithToken(
      <AuthInput aria-label="Email" status="error" aria-invalid aria-describedby="email_help" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveStyle({ borderColor: token.colorError });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email_help');
  });

  test('disabled: the disabled colours', () => {
    const token = renderWithToken(<AuthInput aria-label="Email" disabled />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveStyle({
      color: token.colorTextDisabled,
      background: token.colorBgContainerDisabled,
      cursor: 'not-allowed',
    });
  });
});

describe('AuthMessage', () => {
  test('an error is announced, in the error colours, with its icon and text', () => {
    const token = renderWithToken(<AuthMessage type="error" title="Email or password is incorrect" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email or password is incorrect');
    expect(alert).toHaveStyle({
      background: token.colorErrorBg,
      borderColor: token.colorErrorBorder,
      borderRadius: `${token.borderRadiusLG}px`,
    });
    expect(alert.querySelector('svg[data-icon="close-circle"]')).toHaveAttribute('aria-hidden', 'true');
  });

  test('information, with a description under its title', () => {
    const token = renderWithToken(
      <AuthMessage type="info" title="You chose the Starter plan" description="Create your account first." />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveStyle({ background: token.colorInfoBg, borderColor: token.colorInfoBorder });
    expect(screen.getByText('You chose the Starter plan')).toHaveStyle({ fontSize: `${token.fontSizeLG}px` });
    expect(screen.getByText('Create your account first.')).toBeInTheDocument();
    expect(alert.querySelector('svg[data-icon="info-circle"]')).not.toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement } from 'react';
import { PopupOnDemand, type PopupProps } from '../popup-on-demand';

/** A popup as antd's wrap their trigger: a press on the trigger toggles it. */
function Popup({ open, onOpenChange, children, label }: PopupProps & { label: string }) {
  return (
    <>
      {cloneElement(children, { onClick: () => onOpenChange(!open) } as object)}
      {open ? <div role="dialog" aria-label={label} /> : null}
    </>
  );
}

function setup() {
  const load = jest.fn(() => Promise.resolve({ default: Popup }));
  render(
    <PopupOnDemand load={load} popupProps={{ label: 'Panel' }}>
      <button type="button">Open panel</button>
    </PopupOnDemand>,
  );
  return { load, button: () => screen.getByRole('button', { name: 'Open panel' }) };
}

it('loads nothing before a hover, focus or press, and fetches the popup on the first hover', async () => {
  const { load, button } = setup();
  expect(load).not.toHaveBeenCalled();
  await userEvent.hover(button());
  expect(load).toHaveBeenCalledTimes(1);
  // A hover only fetches it: nothing opens.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens on the first press once loaded, and from then on the popup is pressed as its own', async () => {
  const { load, button } = setup();
  await userEvent.click(button());
  expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  expect(button()).toHaveFocus();
  await userEvent.click(button());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('opens from the keyboard, and Escape closes it with focus back on the button', async () => {
  const { button } = setup();
  await userEvent.tab();
  expect(button()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  expect(button()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button()).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
});

it('tries again on the next press when the popup could not be loaded', async () => {
  let online = false;
  const load = jest.fn(() => (online ? Promise.resolve({ default: Popup }) : Promise.reject(new Error('offline'))));
  render(
    <PopupOnDemand load={load} popupProps={{ label: 'Panel' }}>
      <button type="button">Open panel</button>
    </PopupOnDemand>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
  expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
});

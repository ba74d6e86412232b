import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Whether a click can reach the element: neither it nor an ancestor has pointer-events: none. */
function reachable(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (window.getComputedStyle(node).pointerEvents === 'none') return false;
  }
  return true;
}

/**
 * Clicks an option of an open antd Select. Its popup ignores the pointer until it has been placed,
 * which on a busy machine is after the option is already in the document.
 */
export async function pickOption(title: string): Promise<void> {
  const option = await screen.findByTitle(title);
  await waitFor(() => expect(reachable(option)).toBe(true));
  await userEvent.click(option);
}

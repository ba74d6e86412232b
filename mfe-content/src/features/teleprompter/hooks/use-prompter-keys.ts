import { useEffect, useRef } from 'react';

export interface PrompterKeyActions {
  toggle(): void;
  faster(): void;
  slower(): void;
  bigger(): void;
  smaller(): void;
  screenBack(): void;
  screenForward(): void;
  previousMarker(): void;
  nextMarker(): void;
  marker(n: number): void;
  escape(): void;
  help(): void;
}

/** The keys, as the help overlay lists them. Presenter clickers send Page Up / Page Down (some, B or .). */
export const PROMPTER_KEYS: [keys: string, what: string][] = [
  ['Space', 'Play or pause'],
  ['↑ / ↓', 'Faster / slower'],
  ['← / →', 'Smaller / larger text'],
  ['Page Up / Page Down', 'Back / forward a screen (presenter clickers)'],
  ['Home / End', 'Previous / next section'],
  ['1 – 9', 'Jump to section'],
  ['Esc', 'Leave full screen, close this help'],
  ['?', 'Show these keys'],
];

/**
 * Keyboard and presenter-clicker control while the prompter is open (the "Keyboard shortcuts" preference
 * turns it off). Keys typed into a field are left alone.
 */
export function usePrompterKeys(enabled: boolean, actions: PrompterKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest('input, textarea, select, [contenteditable="true"], [role="slider"], [role="combobox"]')
      )
        return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const a = latest.current;
      const handlers: Record<string, () => void> = {
        ' ': a.toggle,
        ArrowUp: a.faster,
        ArrowDown: a.slower,
        ArrowRight: a.bigger,
        ArrowLeft: a.smaller,
        PageUp: a.screenBack,
        PageDown: a.screenForward,
        Home: a.previousMarker,
        End: a.nextMarker,
        Escape: a.escape,
        '?': a.help,
      };
      const handler =
        handlers[event.key] ?? (/^[1-9]$/.test(event.key) ? () => a.marker(Number(event.key)) : undefined);
      if (!handler) return;
      // Space on a focused button would press it as well: the prompter's meaning wins.
      if (event.key !== 'Escape') event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

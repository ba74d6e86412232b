import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/** What a popup loaded on demand is given: whether it is open, and the button to wrap (antd Dropdown's or Popover's child). */
export interface PopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

type PopupModule<P> = { default: ComponentType<P & PopupProps> };

const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A button whose popup (an antd Dropdown or Popover, and what it shows) loads on the first hover, focus or press
 * instead of before the page's first render. The button, its badge and its name are there at once. The
 * first press opens the popup as soon as it is loaded (Enter and Space press the button too); from then on the popup
 * is antd's own. Escape closes it and puts focus back on the button.
 */
export function PopupOnDemand<P extends object>({
  load,
  popupProps,
  children,
}: {
  load: () => Promise<PopupModule<P>>;
  popupProps: P;
  children: ReactElement;
}) {
  const [Popup, setPopup] = useState<ComponentType<P & PopupProps> | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const loading = useRef<Promise<PopupModule<P>> | null>(null);
  const refocus = useRef(false);

  // Hover and focus only fetch the popup: the button is swapped for the popup's trigger on a press alone, so a
  // press never lands on a button that is being replaced.
  const preload = () => {
    loading.current ??= load().catch((error: unknown) => {
      // Not loaded (offline, a new deployment): the next hover, focus or press tries again.
      loading.current = null;
      throw error;
    });
    return loading.current;
  };
  const openOnLoad = () =>
    preload().then(
      (module) => {
        refocus.current = box.current?.contains(document.activeElement) ?? false;
        setPopup(() => module.default);
        setOpen(true);
      },
      () => undefined,
    );

  useLayoutEffect(() => {
    if (Popup && refocus.current) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    refocus.current = false;
  }, [Popup]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={Popup ? undefined : () => void preload().catch(() => undefined)}
      onFocus={Popup ? undefined : () => void preload().catch(() => undefined)}
      onClick={Popup ? undefined : () => void openOnLoad()}
    >
      {Popup ? (
        <Popup {...popupProps} open={open} onOpenChange={setOpen}>
          {children}
        </Popup>
      ) : (
        children
      )}
    </span>
  );
}

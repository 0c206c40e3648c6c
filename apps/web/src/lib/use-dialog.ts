import { useCallback, useEffect, useRef, useState } from 'react';

type Opener = { element: HTMLElement; id: string };

/**
 * A dialog drawn only while open (`{dialog.value && <Modal opened …/>}`), with what it is open for,
 * and the keyboard's focus given back to the control that opened it (issue 35). Mantine gives the
 * focus back when `opened` turns false, but such a dialog leaves with its closing and never sees it
 * turn false, so the focus fell to the page. A control drawn anew meanwhile (a planned recipe moved
 * to another day remounts in its new cell) is found again by its id, even when it is drawn a moment
 * later (the move shows once its query is cancelled). Once the focus is elsewhere, or the pointer
 * is used, it is left alone.
 */
export function useDialog<T>() {
  const [value, setValue] = useState<T | null>(null);
  const opener = useRef<Opener | null>(null);
  const returning = useRef(false);

  /** `from`: the control to go back to, when it is not the one focused (a menu's item closes with it). */
  const open = useCallback((next: T, from?: HTMLElement | null) => {
    const active = from ?? document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body ? { element: active, id: active.id } : null;
    returning.current = false;
    setValue(next);
  }, []);
  const close = useCallback(() => {
    returning.current = opener.current !== null;
    const stop = () => (returning.current = false);
    if (returning.current) document.addEventListener('pointerdown', stop, { once: true, capture: true });
    setValue(null);
  }, []);

  // After every render of the dialog's owner: the dialog has gone, or the opener was drawn anew.
  useEffect(() => {
    const back = opener.current;
    if (!returning.current || !back) return;
    const target = back.element.isConnected
      ? back.element
      : back.id
        ? document.getElementById(back.id)
        : null;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!lost && active !== target) returning.current = false;
    else if (lost && target) target.focus();
  });

  return { value, open, close };
}

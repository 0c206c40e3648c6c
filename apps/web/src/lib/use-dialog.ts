import { useCallback, useEffect, useRef, useState } from 'react';

/** The opener, and the lists and dialogs around it, from the nearest out (a stand-in's candidates). */
type Opener = { element: HTMLElement; id: string; around: Element[] };

const CONTAINERS = 'ul, ol, [role="list"], [role="dialog"]';

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const around: Element[] = [];
  for (let node = active.parentElement; node; node = node.parentElement) {
    if (node.matches(CONTAINERS)) around.push(node);
  }
  return { element: active, id: active.id, around };
}

/**
 * Where the focus goes when its opener is gone for good (the delete button of the item just
 * deleted): the list or dialog it was in, still there; else the screen's heading; else its main
 * region. Not the page's top: a keyboard goes on from near where it was (issue 35). Made focusable
 * only if it is not; not scrolled to, so the page stays where the user was.
 */
function standInFor(opener: Opener | null): HTMLElement | null {
  const place =
    opener?.around.find((node) => node.isConnected) ??
    document.querySelector('main h1') ??
    document.querySelector('main');
  if (!(place instanceof HTMLElement)) return null;
  if (!place.hasAttribute('tabindex') && place.tabIndex < 0) place.tabIndex = -1;
  place.focus({ preventScroll: true });
  return place;
}

/**
 * A dialog drawn only while open (`{dialog.value && <Modal opened …/>}`), with what it is open for,
 * and the keyboard's focus given back to the control that opened it (issue 35). Mantine gives the
 * focus back when `opened` turns false, but such a dialog leaves with its closing and never sees it
 * turn false, so the focus fell to the page. A control drawn anew meanwhile (a planned recipe moved
 * to another day remounts in its new cell) is found again by its id, even when it is drawn a moment
 * later (the move shows once its query is cancelled); one gone for good has a stand-in
 * (`standInFor`), which gives way to it if it comes back. Once the focus is elsewhere, or the
 * pointer is used, it is left alone. `initial`: a dialog open from the first render, opened by no
 * control (an imported recipe's question on arrival).
 */
export function useDialog<T>(initial: T | null = null) {
  const [value, setValue] = useState<T | null>(initial);
  const opener = useRef<Opener | null>(null);
  const returning = useRef(false);
  const standIn = useRef<HTMLElement | null>(null);

  /** `from`: the control to go back to, when it is not the one focused (a menu's item closes with it). */
  const open = useCallback((next: T, from?: HTMLElement | null) => {
    opener.current = openerOf(from ?? document.activeElement);
    returning.current = false;
    setValue(next);
  }, []);
  const close = useCallback(() => {
    returning.current = true;
    standIn.current = null;
    const stop = () => (returning.current = false);
    document.addEventListener('pointerdown', stop, { once: true, capture: true });
    setValue(null);
  }, []);

  /** The control it was opened from: a dialog that follows it (a deletion's success) goes back there. */
  const from = useCallback(() => opener.current?.element ?? null, []);

  // After every render of the dialog's owner: the dialog has gone, or the opener was drawn anew or removed.
  useEffect(() => {
    if (!returning.current) return;
    const back = opener.current;
    const target = !back
      ? null
      : back.element.isConnected
        ? back.element
        : back.id
          ? document.getElementById(back.id)
          : null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === standIn.current;
    if (!lost && active !== target) returning.current = false;
    else if (lost && target) target.focus();
    else if (lost && !standIn.current) standIn.current = standInFor(back);
  });

  return { value, open, close, from };
}

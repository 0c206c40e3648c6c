import { useState } from 'react';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY, TEXT_SIZES, type TextSize } from './text-size-key.ts';

const isTextSize = (value: string | null): value is TextSize =>
  (TEXT_SIZES as readonly (string | null)[]).includes(value);

/** The size this device chose; 'normal' when none was, or storage is blocked. */
export function storedTextSize(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_KEY);
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/** Scales the page's text at once: the attribute the head script sets on the next load. */
export function applyTextSize(size: TextSize) {
  const root = document.documentElement;
  if (size === 'normal') root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

/**
 * The device's text size (docs/product.md#text-size), as a state: a choice applies at once and is
 * kept on this device, signed in or not.
 */
export function useTextSize() {
  const [size, setSize] = useState(storedTextSize);
  const choose = (next: TextSize) => {
    setSize(next);
    applyTextSize(next);
    try {
      if (next === 'normal') window.localStorage.removeItem(TEXT_SIZE_KEY);
      else window.localStorage.setItem(TEXT_SIZE_KEY, next);
    } catch {
      // Storage blocked: the page keeps the size until it is closed.
    }
  };
  return [size, choose] as const;
}

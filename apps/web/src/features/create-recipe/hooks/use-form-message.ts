import { useCallback, useState } from 'react';
import type { NotifyKind } from '@/lib/notify.ts';

/**
 * The create-recipe message is empty, error (red), success (green) or info (blue)
 * (docs/product.md#create-form-messages).
 */
export type MessageKind = NotifyKind;
export type FormMessage = { kind: MessageKind; text: string } | null;

export function useFormMessage() {
  const [message, setMessage] = useState<FormMessage>(null);
  const show = useCallback((kind: MessageKind, text: string) => setMessage({ kind, text }), []);
  const close = useCallback(() => setMessage(null), []);
  return { message, show, close };
}

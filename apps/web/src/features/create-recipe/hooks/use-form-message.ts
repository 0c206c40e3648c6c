import { useCallback, useState } from 'react';

/** Spec: the create-recipe message is empty, error (red), success (green) or info (blue). */
export type MessageKind = 'error' | 'success' | 'info';
export type FormMessage = { kind: MessageKind; text: string } | null;

export function useFormMessage() {
  const [message, setMessage] = useState<FormMessage>(null);
  const show = useCallback((kind: MessageKind, text: string) => setMessage({ kind, text }), []);
  const close = useCallback(() => setMessage(null), []);
  return { message, show, close };
}

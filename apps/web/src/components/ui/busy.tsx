import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A button whose call runs says so (aria-busy) and ignores presses, but stays enabled: Mantine's
 * `loading` disables the button, and a disabled button drops the keyboard's focus to the page's
 * body (issue 35: after a like, a save or a comment the keyboard started again from the top).
 * A submit button's press is cancelled too, so the form is not sent twice.
 */
export function busyProps(busy: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return {
    'aria-busy': busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (busy) event.preventDefault();
      else onClick?.(event);
    },
  };
}

/** The spinner a busy button shows in place of its icon; the button's name stays as it was. */
export function BusySpinner({ size = 16 }: { size?: number }) {
  return <Loader size={size} color="currentColor" aria-hidden />;
}

type BusyButtonProps = ButtonProps & {
  busy: boolean;
  type?: 'button' | 'submit';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/** Mantine's Button with `busyProps` in place of its `loading`: the spinner beside the label. */
export function BusyButton({ busy, onClick, leftSection, type = 'button', ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      type={type}
      leftSection={busy ? <BusySpinner /> : leftSection}
      {...busyProps(busy, onClick)}
    />
  );
}

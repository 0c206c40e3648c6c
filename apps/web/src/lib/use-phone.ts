import { useMediaQuery } from '@mantine/hooks';

/** A phone's width (48em and less): the layouts that change for it (the live room, the popups). */
export const PHONE_QUERY = '(max-width: 48em)';

/** Whether the window is phone-sized, known at the first render (no flash of the desktop layout). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}

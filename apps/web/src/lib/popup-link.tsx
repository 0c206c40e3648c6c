import { Anchor, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from './navigation.ts';

/**
 * A popup's line with a link to another screen ('Veure la llista'). Popups are drawn outside the
 * router, so the link navigates through lib/navigation (no page load); a modified click still
 * opens a new tab.
 */
export function withLink(text: string, label: string, to: string): ReactNode {
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <Text fz="sm" span>
      {text}{' '}
      <Anchor href={to} onClick={follow} fz="sm" fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}

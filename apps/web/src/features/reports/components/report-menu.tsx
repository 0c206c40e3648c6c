import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconFlag } from '@tabler/icons-react';
import { useRef } from 'react';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import type { ReportSlotProps } from '@/components/report/report-slot.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { ReportModal } from './report-modal.tsx';

const t = trReports.reports;

/**
 * A small '⋮' menu with 'Denunciar', which opens the report modal. Nothing for a visitor (reporting
 * needs an account) nor on one's own content (the server refuses it too: 422).
 */
export function ReportMenu({ target, id, ownerId, what }: ReportSlotProps) {
  const { user } = useAuth();
  // The dialog leaves with its closing: useDialog gives the focus back to '⋮' (its item is gone).
  const dialog = useDialog<true>();
  const menu = useRef<HTMLButtonElement>(null);
  if (!user || user.id === ownerId) return null;
  return (
    <>
      {/* Opened by keyboard, its one item takes the focus at once: Enter, Enter reports. */}
      <Menu
        position="bottom-end"
        shadow="md"
        withinPortal
        withInitialFocusPlaceholder={false}
        menuItemTabIndex={0}
      >
        <Menu.Target>
          <ActionIcon
            ref={menu}
            variant="subtle"
            color="gray"
            size={36}
            aria-label={fill(t.menuOf, { what })}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => dialog.open(true, menu.current)}
          >
            {t.report}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog.value && <ReportModal target={target} id={id} onClose={dialog.close} />}
    </>
  );
}

/** The slot the app layer hands the recipe page and the profile. */
export const reportMenu = (props: ReportSlotProps) => <ReportMenu {...props} />;

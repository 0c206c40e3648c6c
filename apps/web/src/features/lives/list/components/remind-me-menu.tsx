import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Button, Menu } from '@mantine/core';
import { IconBell, IconBrandGoogle, IconDownload } from '@tabler/icons-react';
import { buildIcs, type CalendarEvent, googleCalendarUrl } from '../lib/calendar-event.ts';

/** Saves the event as an .ics file through a short-lived object URL. */
function downloadIcs(event: CalendarEvent, fileName: string) {
  const blob = new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Recorda'm': the live as a one-hour calendar event, an .ics file or a Google Calendar link. */
export function RemindMeMenu({
  event,
  liveId,
  describedBy,
}: {
  event: CalendarEvent;
  liveId: number;
  /** The card's title, read after the button's name. */
  describedBy: string;
}) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconBell size={16} aria-hidden />}
          aria-describedby={describedBy}
        >
          {trLives.liveList.remindMe}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadIcs(event, `live-${liveId}.ics`)}
        >
          {trLives.liveList.downloadIcs}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          {trLives.liveList.googleCalendar}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

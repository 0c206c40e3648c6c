import { Switch } from '@mantine/core';
import {
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettingKey,
} from '@receptari/shared/notifications/notification-settings.schemas';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { useNotificationSettings } from '@/api/notifications/get-notification-settings.ts';
import { useSaveNotificationSettings } from '@/api/notifications/save-notification-settings.ts';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { SettingsSection } from './settings-section.tsx';

const text = trProfile.notificationSettings;

/**
 * /perfil's notification settings (docs/product.md#notification-settings): a switch per kind, each
 * saved as it changes; a refusal puts the switch back and says why.
 */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const change = (key: NotificationSettingKey, on: boolean) => {
    if (!settings.data) return;
    save.mutate(
      { ...settings.data, [key]: on },
      { onError: (error) => notify.error(() => messageOf(error, text.saveFailed)) },
    );
  };
  return (
    <SettingsSection id="notification-settings" title={text.title} intro={text.intro}>
      {settings.isError ? (
        <QueryError message={text.loadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        NOTIFICATION_SETTING_KEYS.map((key) => (
          <Switch
            key={key}
            label={text.labels[key]}
            checked={settings.data?.[key] ?? true}
            disabled={!settings.data}
            onChange={(event) => change(key, event.currentTarget.checked)}
            data-setting={key}
          />
        ))
      )}
    </SettingsSection>
  );
}

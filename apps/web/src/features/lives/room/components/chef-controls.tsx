import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Group, Switch } from '@mantine/core';

const t = trLives.liveRoom;

type Props = {
  camera: boolean;
  microphone: boolean;
  disabled: boolean;
  onCamera: (on: boolean) => void;
  onMicrophone: (on: boolean) => void;
};

/** The chef's camera and audio toggles, before and during the live. */
export function ChefControls({ camera, microphone, disabled, onCamera, onMicrophone }: Props) {
  return (
    <Group gap="lg">
      <Switch
        checked={camera}
        onChange={(e) => onCamera(e.currentTarget.checked)}
        label={camera ? t.cameraOn : t.cameraOff}
        aria-label={t.camera}
        disabled={disabled}
      />
      <Switch
        checked={microphone}
        onChange={(e) => onMicrophone(e.currentTarget.checked)}
        label={microphone ? t.micOn : t.micOff}
        aria-label={t.microphone}
        disabled={disabled}
      />
    </Group>
  );
}

import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { Alert, Button } from '@mantine/core';
import { IconPlayerStop, IconVolume } from '@tabler/icons-react';
import { useState } from 'react';
import { useReadAloud } from '../hooks/use-read-aloud.ts';

const t = trCookMode.cookMode;

/** 'Llegir el pas', in a Catalan voice; without one, disabled, and why, said once. */
export function ReadAloudButton({ text }: { text: string }) {
  const reader = useReadAloud(text);
  const [noteClosed, setNoteClosed] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={
          reader.speaking ? <IconPlayerStop size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />
        }
        disabled={!reader.available}
        onClick={reader.speaking ? reader.stop : reader.speak}
      >
        {reader.speaking ? t.stopReading : t.readStep}
      </Button>
      {!reader.available && !noteClosed && (
        <Alert
          color="gray"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t.dismissVoiceNote}
          onClose={() => setNoteClosed(true)}
        >
          {t.noVoice}
        </Alert>
      )}
    </>
  );
}

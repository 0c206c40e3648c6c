import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { ActionIcon } from '@mantine/core';
import { IconBulb, IconX } from '@tabler/icons-react';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

/** 'Mode cuina', the recipe's title (which names the dialog), the screen's state, the way out. */
export function CookModeHeader({
  titleId,
  title,
  wakeLockOn,
  onClose,
}: {
  titleId: string;
  title: string;
  wakeLockOn: boolean;
  onClose: () => void;
}) {
  return (
    <header className={classes.header}>
      <div className={classes.heading}>
        <div className={classes.kicker}>{t.title}</div>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
      </div>
      {wakeLockOn && (
        <span className={classes.wakeLock} title={t.wakeLockOn}>
          <IconBulb size={18} aria-hidden />
          <span className={classes.wakeLockText}>{t.wakeLockOn}</span>
        </span>
      )}
      <ActionIcon variant="default" size="xl" aria-label={t.close} title={t.close} onClick={onClose}>
        <IconX size={24} aria-hidden />
      </ActionIcon>
    </header>
  );
}

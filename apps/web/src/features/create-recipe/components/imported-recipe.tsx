import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { useDialog } from '@/lib/use-dialog.ts';
import type { Draft } from '../lib/draft.ts';
import type { ImportedRecipe as Handoff } from '../hooks/use-import-handoff.ts';

const t = trImport.form;

type Props = {
  handoff: Handoff;
  /** The form took it at once (it was untouched); else the cook is asked first. */
  adopted: boolean;
  onReplace: (draft: Draft) => void;
  onKeep: () => void;
};

/**
 * An imported recipe on /agregar (docs/product.md#import): over a half-written draft, the question
 * whether to replace it; once in the form, what the import could not map, at the top until closed.
 */
export function ImportedRecipeNotice({ handoff, adopted, onReplace, onKeep }: Props) {
  // Open on arrival, opened by no control of this screen (the cook pressed 'Importar' on /importar):
  // once answered, useDialog gives the focus to the screen's heading rather than to the page.
  const question = useDialog<true>(adopted ? null : true);
  // The notice leaves with its X (and its button with it): useDialog gives the focus to the heading.
  const notice = useDialog<true>(true);
  const forgetAdopted = useEffectEvent(() => {
    if (adopted) handoff.forget();
  });
  useEffect(() => forgetAdopted(), []);

  const replace = () => {
    onReplace(handoff.draft);
    handoff.forget();
    question.close();
  };
  const keep = () => {
    handoff.forget();
    notice.close();
    question.close();
    onKeep();
  };

  if (question.value)
    return (
      <Modal opened onClose={keep} title={t.replaceTitle} centered>
        <Text>{t.replaceText}</Text>
        <Group justify="flex-end" mt="lg">
          {/* The safe answer has the focus first: replacing loses what was written. */}
          <Button variant="default" onClick={keep} data-autofocus>
            {t.keep}
          </Button>
          <Button color="red" onClick={replace}>
            {t.replace}
          </Button>
        </Group>
      </Modal>
    );
  if (!notice.value) return null;
  const { warnings, source } = handoff.imported;
  return (
    <Alert
      color={warnings.length > 0 ? 'yellow' : 'blue'}
      variant="light"
      role="status"
      data-testid="import-warnings"
      icon={warnings.length > 0 ? <IconAlertTriangle aria-hidden /> : <IconFileImport aria-hidden />}
      title={source ? fill(t.importedFrom, { site: source.site }) : t.imported}
      withCloseButton
      closeButtonLabel={t.closeWarnings}
      onClose={notice.close}
    >
      {warnings.length > 0 && (
        <List size="sm" spacing={2}>
          {warnings.map((warning, i) => (
            <List.Item key={i}>{warning}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { caImport } from '@receptari/shared/i18n/ca-import';
import { fill } from '@receptari/shared/i18n/fill';
import type { ImportCommitAnswer, ImportPreview } from '@receptari/shared/import/import.schemas';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import { createdRecipes } from '../lib/created-recipes.ts';
import classes from './import.module.css';

const t = caImport.screen;
/** Links listed one by one; past these, the profile lists them all. */
const LINKS_MAX = 20;

type Props = {
  preview: ImportPreview;
  /** The preview ids sent to the commit, in their order. */
  ids: readonly string[];
  answer: ImportCommitAnswer;
  onMore: () => void;
};

/** What the import did: the recipes created (links to them and to the profile), and each refusal with its reason. */
export function ImportResult({ preview, ids, answer, onMore }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const titleOf = (id: string) => preview.recipes.find((r) => r.id === id)?.title ?? id;
  const created = createdRecipes(ids, answer, titleOf);
  const n = answer.created.length;
  const summary = n === 0 ? t.noneCreated : n === 1 ? t.createdOne : fill(t.created, { n });
  return (
    <Stack gap="md">
      <Title order={2} fz="h3" ref={heading} tabIndex={-1} className={classes.heading}>
        {t.resultTitle}
      </Title>
      <Alert
        color={n > 0 ? 'green' : 'yellow'}
        variant="light"
        role="status"
        icon={n > 0 ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={summary}
      >
        {n > 0 && (
          <List size="sm" spacing={2} data-testid="import-created">
            {created.slice(0, LINKS_MAX).map((recipe) => (
              <List.Item key={recipe.id}>
                <Anchor component={Link} to={`/info/${recipe.id}`}>
                  {recipe.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {n > LINKS_MAX && (
          <Text fz="sm" mt={4}>
            {fill(t.moreCreated, { n: n - LINKS_MAX })}
          </Text>
        )}
      </Alert>
      {answer.failed.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t.failedTitle}>
          <List size="sm" spacing={2} data-testid="import-failed">
            {answer.failed.map((failure) => (
              <List.Item key={failure.id}>
                <Text component="span" fw={600} fz="sm">
                  {titleOf(failure.id)}
                </Text>
                {`: ${failure.message}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="sm">
        {n > 0 && (
          <Button component={Link} to="/perfil">
            {t.seeProfile}
          </Button>
        )}
        <Button variant="default" onClick={onMore}>
          {t.importMore}
        </Button>
      </Group>
    </Stack>
  );
}

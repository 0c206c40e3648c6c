import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useIsFetching } from '@tanstack/react-query';
import { recipeKeys } from '@/api/recipes/keys.ts';
import { useHaveSearch } from '../hooks/use-have-search.ts';
import { writeHaveParams } from '../lib/have-params.ts';
import { HaveForm } from './have-form.tsx';
import { HaveResults } from './have-results.tsx';

const t = trSearch.withWhatIHave;

/** /cuina-amb-el-que-tens (docs/product.md#cook-with-what-i-have), signed in, reached from /search. */
export function WithWhatIHavePage() {
  const { asked, ask } = useHaveSearch();
  const busy = useIsFetching({ queryKey: recipeKeys.withWhatIHave(asked.have, asked.without) }) > 0;
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <DocumentTitle title={t.title} />
      <Anchor component={Link} to="/search" fz="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t.backToSearch}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.intro}</Text>
      </Stack>
      {/* Mounted again when the URL's search changes (back/forward): the form shows what was asked. */}
      <HaveForm key={writeHaveParams(asked).toString()} asked={asked} onAsk={ask} busy={busy} />
      <Text fz="xs" c="dimmed">
        {t.staples}
      </Text>
      <HaveResults asked={asked} />
    </Stack>
  );
}

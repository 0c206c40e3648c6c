import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import type { RecipeSource } from '@receptari/shared/import/recipe-source.schemas';

/**
 * 'Adaptat de {site}' for an imported recipe (docs/product.md#import): the site's name links to the
 * page it came from, in a new tab, without passing our page on or vouching for theirs (rel).
 */
export function SourceCredit({ source, size = 'sm' }: { source: RecipeSource; size?: 'xs' | 'sm' | 'md' }) {
  const [before = '', after = ''] = trImport.adaptedFrom.split('{site}');
  return (
    <Text fz={size} c="dimmed" data-testid="source-credit" style={{ overflowWrap: 'anywhere' }}>
      {before}
      <Anchor href={source.url} target="_blank" rel="noopener nofollow ugc" fz={size} fw={600}>
        {source.site}
        <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 3, verticalAlign: '-2px' }} />
      </Anchor>
      {after}
    </Text>
  );
}

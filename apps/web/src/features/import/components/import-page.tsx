import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCamera, IconFileZip, IconWorld } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { FileImport } from './file-import.tsx';
import { PhotoImport } from './photo-import.tsx';
import { UrlImport } from './url-import.tsx';

const t = trImport.screen;
const WAYS = ['web', 'foto', 'app'] as const;
type Way = (typeof WAYS)[number];
const isWay = (value: string | null): value is Way => (WAYS as readonly (string | null)[]).includes(value);

/**
 * /importar (docs/product.md#import): a recipe from a web page or a photo opens in the /agregar
 * form to review and publish; another app's export is previewed and its chosen recipes created.
 * The way is in the address (?via=), so reload and Back keep it; each way keeps what was typed or
 * chosen while another is looked at (the tabs stay mounted). Signed in only (the route table).
 */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('via');
  const way: Way = isWay(requested) ? requested : 'web';
  const choose = (value: string | null) => {
    if (isWay(value)) setParams(value === 'web' ? {} : { via: value }, { replace: true });
  };
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <DocumentTitle title={t.title} />
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed" mt={4}>
          {t.intro}
        </Text>
      </div>
      <Tabs value={way} onChange={choose} variant="pills" radius="xl">
        <Tabs.List aria-label={t.ways} mb="md">
          <Tabs.Tab value="web" leftSection={<IconWorld size={16} aria-hidden />}>
            {t.fromUrl}
          </Tabs.Tab>
          <Tabs.Tab value="foto" leftSection={<IconCamera size={16} aria-hidden />}>
            {t.fromPhoto}
          </Tabs.Tab>
          <Tabs.Tab value="app" leftSection={<IconFileZip size={16} aria-hidden />}>
            {t.fromFile}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="web">
          <UrlImport />
        </Tabs.Panel>
        <Tabs.Panel value="foto">
          <PhotoImport />
        </Tabs.Panel>
        <Tabs.Panel value="app">
          <FileImport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

import { Button, Group } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { useDownloadExport } from '@/api/import/download-export.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

const t = trImport.downloads;

/**
 * Above the user's own recipes: bring recipes in (/importar) and take them all out as a zip
 * (GET /api/export/recipes, which /importar reads back, docs/product.md#export).
 */
export function RecipeTransfer() {
  const exporting = useDownloadExport();
  const onExport = () =>
    exporting.mutate(undefined, {
      onSuccess: () => notify.success(() => t.exportDone),
      onError: (error) => notify.error(() => messageOf(error, t.exportFailed)),
    });
  return (
    <Group gap="xs" mb="md">
      <Button
        component={Link}
        to="/importar"
        variant="light"
        size="sm"
        leftSection={<IconFileImport size={18} aria-hidden />}
      >
        {t.importRecipes}
      </Button>
      <BusyButton
        variant="light"
        size="sm"
        leftSection={<IconFileExport size={18} aria-hidden />}
        busy={exporting.isPending}
        onClick={onExport}
      >
        {t.exportRecipes}
      </BusyButton>
    </Group>
  );
}

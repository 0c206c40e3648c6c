import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconFolderPlus,
  IconHeart,
  IconHeartFilled,
  IconFileTypePdf,
  IconShare,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { useDownloadPdf, type PdfChoice } from '@/api/recipes/download-pdf.ts';
import { useLikesCount } from '@/api/recipes/get-likes-count.ts';
import { useToggleLike } from '@/api/recipes/toggle-like.ts';
import { useToggleSaved } from '@/api/saved/toggle-saved.ts';
import { BusySpinner, busyProps } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { shareRecipe } from '../lib/share-recipe.ts';
import { FolderPickerModal } from './folder-picker-modal.tsx';

/**
 * Share, PDF (at the servings and units chosen on the page), folder, bookmark and like: icon
 * buttons with names for screen readers and tooltips.
 */
export function RecipeActions({ recipe, pdfChoice }: { recipe: RecipeDetail; pdfChoice: PdfChoice }) {
  const like = useToggleLike(recipe.id);
  const [likedHere, setLikedHere] = useState(false);
  useLikesCount(recipe.id, likedHere);
  const save = useToggleSaved(recipe.id);
  const pdf = useDownloadPdf(recipe.id);
  // The folder picker leaves with its closing (and its first question, when the recipe is in a
  // folder already, gives way to the picker): useDialog gives the focus back to its button.
  const picker = useDialog<true>();

  const onLike = () =>
    like.mutate(undefined, {
      onSuccess: ({ liked }) => {
        if (liked) setLikedHere(true);
        notify.success(() => (liked ? tr.recipes.liked : tr.recipes.unliked));
      },
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  const onPdf = () =>
    pdf.mutate(pdfChoice, {
      onSuccess: () => notify.success(() => tr.recipes.pdfDone),
      onError: () => notify.error(() => tr.recipes.pdfFailed),
    });

  return (
    <Group gap="xs">
      <ActionButton label={trCooking.share.label} onClick={() => void shareRecipe(recipe)}>
        <IconShare size={22} aria-hidden />
      </ActionButton>
      <ActionButton label={tr.recipeDetail.downloadPdf} onClick={onPdf} loading={pdf.isPending}>
        <IconFileTypePdf size={22} aria-hidden />
      </ActionButton>
      <ActionButton label={tr.recipeDetail.toFolder} onClick={() => picker.open(true)}>
        <IconFolderPlus size={22} aria-hidden />
      </ActionButton>
      <ActionButton
        label={recipe.saved ? tr.recipeDetail.unbookmark : tr.recipeDetail.bookmark}
        pressed={recipe.saved}
        onClick={onSave}
        loading={save.isPending}
      >
        {recipe.saved ? <IconBookmarkFilled size={22} aria-hidden /> : <IconBookmark size={22} aria-hidden />}
      </ActionButton>
      <ActionButton
        label={recipe.liked ? tr.recipeDetail.unlike : tr.recipeDetail.like}
        pressed={recipe.liked}
        onClick={onLike}
        loading={like.isPending}
      >
        {recipe.liked ? <IconHeartFilled size={22} aria-hidden /> : <IconHeart size={22} aria-hidden />}
      </ActionButton>
      <Text fw={700} aria-live="polite" data-testid="likes-count">
        {recipe.likes_count}
      </Text>
      {picker.value && <FolderPickerModal recipeId={recipe.id} onClose={picker.close} />}
    </Group>
  );
}

type ActionButtonProps = {
  label: string;
  onClick: () => void;
  children: ReactNode;
  loading?: boolean;
  /** For toggles: filled and aria-pressed when on. */
  pressed?: boolean;
};

/**
 * A round icon button named for screen readers, with the same name as its tooltip. While its call
 * runs it is busy (`busyProps`: a spinner, presses ignored, the focus kept).
 */
function ActionButton({ label, onClick, children, loading = false, pressed }: ActionButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        size={44}
        radius="xl"
        variant={pressed ? 'filled' : 'light'}
        aria-label={label}
        aria-pressed={pressed}
        {...busyProps(loading, onClick)}
      >
        {loading ? <BusySpinner size={18} /> : children}
      </ActionIcon>
    </Tooltip>
  );
}

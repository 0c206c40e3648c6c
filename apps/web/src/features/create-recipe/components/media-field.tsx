import { Button, FileInput, Group, Image, Loader, Paper, Stack } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  type MediaKind,
  mediaMaxMegabytes,
} from '@receptari/shared/media/media.rules';
import { imageVariant } from '@receptari/shared/recipes/recipes.rules';
import { UploadRefused, useCheckedUpload } from '../hooks/use-checked-upload.ts';
import type { MessageKind } from '../hooks/use-form-message.ts';

// Read at render, so the words follow the language (docs/decisions/0026).
const text = () => ({
  image: {
    label: trRecipeForm.recipeForm.image,
    choose: trRecipeForm.recipeForm.chooseImage,
    validating: trRecipeForm.recipeForm.validatingImage,
    done: trRecipeForm.recipeForm.imageUploaded,
    failed: trRecipeForm.recipeForm.imageFailed,
    tooLarge: tr.media.imageTooLarge,
  },
  video: {
    label: trRecipeForm.recipeForm.video,
    choose: trRecipeForm.recipeForm.chooseVideo,
    validating: trRecipeForm.recipeForm.validatingVideo,
    done: trRecipeForm.recipeForm.videoUploaded,
    failed: trRecipeForm.recipeForm.videoFailed,
    tooLarge: tr.media.videoTooLarge,
  },
});

const acceptOf = (kind: MediaKind) =>
  Object.values(MEDIA_FORMATS)
    .filter((f) => f.kind === kind)
    .map((f) => f.mime)
    .join(',');

type Props = {
  kind: MediaKind;
  value: string | null;
  onChange: (url: string | null) => void;
  /** An empty zone turns red while the form shows an error (docs/product.md#create-and-edit-a-recipe). */
  highlight: boolean;
  onMessage: (kind: MessageKind, text: string) => void;
};

/**
 * One upload zone. A chosen file goes to POST /api/media at once (the server checks it and keeps
 * it; a video's frames are checked after); a refused file clears the input, so the same file can
 * be chosen again after a fix.
 */
export function MediaField({ kind, value, onChange, highlight, onMessage }: Props) {
  const t = text()[kind];
  const upload = useCheckedUpload(kind);
  const [file, setFile] = useState<File | null>(null);

  const refuse = (line: string) => {
    setFile(null);
    onMessage('error', line);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > MEDIA_MAX_BYTES[kind])
      return refuse(`${t.failed}\n${fill(t.tooLarge, { max: mediaMaxMegabytes(kind) })}`);
    onMessage('info', t.validating);
    try {
      const { url, note } = await upload.run(chosen);
      onChange(url);
      // An unsure check is information on what happens next, not a success (docs/decisions/0020).
      if (note) onMessage('info', `${t.done}\n${note}`);
      else onMessage('success', t.done);
    } catch (error) {
      refuse(error instanceof UploadRefused ? error.message : t.failed);
    }
  };

  const Icon = kind === 'image' ? IconPhoto : IconMovie;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`${kind}-zone`}
      data-highlight={highlight && !value ? 'true' : undefined}
      style={highlight && !value ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <FileInput
          label={t.label}
          placeholder={t.choose}
          accept={acceptOf(kind)}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          disabled={upload.busy}
          leftSection={upload.busy ? <Loader size={16} /> : <Icon size={18} aria-hidden />}
          error={highlight && !value}
        />
        {value && (
          <Group align="flex-end" gap="sm">
            {kind === 'image' ? (
              <Image src={imageVariant(value, 'card')} alt="" w={160} h={120} fit="cover" radius="sm" />
            ) : (
              <video src={value} controls width={220} style={{ borderRadius: 4 }} />
            )}
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                setFile(null);
                onChange(null);
              }}
            >
              {trRecipeForm.recipeForm.removeMedia}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { useIngredients } from '@/api/search/get-ingredients.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { useHaveDraft } from '../hooks/use-have-draft.ts';
import { cleanNames, type HaveSearch } from '../lib/have-params.ts';
import { NamesInput } from './names-input.tsx';

const t = trSearch.withWhatIHave;

type Props = { asked: HaveSearch; onAsk: (search: HaveSearch) => void; busy: boolean };

/** What the cook has, and optionally does not want; a name typed but not yet a tag counts too. */
export function HaveForm({ asked, onAsk, busy }: Props) {
  const [draft, setDraft] = useHaveDraft(asked);
  const [typedHave, setTypedHave] = useState('');
  const [typedWithout, setTypedWithout] = useState('');
  const suggestions = useIngredients().data ?? [];
  const have = cleanNames([...draft.have, typedHave]);
  const submit = () => {
    const next = { have, without: cleanNames([...draft.without, typedWithout]) };
    setDraft(next);
    setTypedHave('');
    setTypedWithout('');
    onAsk(next);
  };
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (have.length > 0) submit();
      }}
    >
      <NamesInput
        label={t.haveLabel}
        placeholder={t.havePlaceholder}
        value={draft.have}
        onChange={(names) => setDraft({ ...draft, have: names })}
        typed={typedHave}
        onTyped={setTypedHave}
        suggestions={suggestions}
      />
      <NamesInput
        label={t.withoutLabel}
        placeholder={t.withoutPlaceholder}
        value={draft.without}
        onChange={(names) => setDraft({ ...draft, without: names })}
        typed={typedWithout}
        onTyped={setTypedWithout}
        suggestions={suggestions}
      />
      <BusyButton
        type="submit"
        size="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        disabled={have.length === 0}
        busy={busy}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.submit}
      </BusyButton>
    </Stack>
  );
}

import { TagsInput } from '@mantine/core';
import { INGREDIENT_NAME_MAX } from '@receptari/shared/recipes/recipes.rules';
import { INGREDIENT_NAMES_MAX } from '@receptari/shared/search/search.rules';

type Props = {
  label: string;
  placeholder: string;
  value: string[];
  onChange: (names: string[]) => void;
  /** The text typed and not yet a tag, so 'Buscar receptes' can take it too. */
  typed: string;
  onTyped: (text: string) => void;
  suggestions: string[];
};

/**
 * Ingredient names as tags: Enter (or a comma) makes one, a suggestion from the recipes' own names
 * can be picked with the arrows, Backspace removes the last one.
 */
export function NamesInput({ label, placeholder, value, onChange, typed, onTyped, suggestions }: Props) {
  return (
    <TagsInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      searchValue={typed}
      onSearchChange={onTyped}
      data={suggestions}
      limit={8}
      maxTags={INGREDIENT_NAMES_MAX}
      maxLength={INGREDIENT_NAME_MAX}
      clearable
      size="md"
      comboboxProps={{ withinPortal: false }}
    />
  );
}

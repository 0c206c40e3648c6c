import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { type FormEvent, memo, useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingMember } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { BusyButton } from '@/components/ui/busy.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { useAddShoppingMember } from '@/api/shopping-list/add-shopping-member.ts';
import { useRemoveShoppingMember } from '@/api/shopping-list/remove-shopping-member.ts';
import { ApiError, messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useLocale } from '@/lib/locale.ts';

const t = trPlanning.list;
const reasonOf = (error: unknown) =>
  (error instanceof ApiError && error.fieldMessages()[0]) || messageOf(error, tr.common.unexpected);

/**
 * Who shares the list: its owner takes people off, a member leaves it; anyone adds a person by
 * their user name, the server's refusal under the box.
 */
export const Household = memo(function Household({
  members,
  meId,
}: {
  members: readonly ShoppingMember[];
  meId: number;
}) {
  useLocale(); // memo: its parent's render does not reach it, a new language must
  const remove = useRemoveShoppingMember();
  const iOwn = members.some((member) => member.owner && member.id === meId);
  const onRemove = (member: ShoppingMember) =>
    remove.mutate(member.id, {
      onSuccess: () =>
        notify.success(() => (member.id === meId ? t.left : fill(t.memberRemoved, { name: member.name }))),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="household">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t.members}
        </Title>
        {members.length > 1 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {members.map((member) => (
              <Group key={member.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <UserAvatar name={member.name} img={member.avatar} size={32} />
                  <Text fz="sm" truncate>
                    {member.id === meId ? fill(t.you, { name: member.name }) : member.name}
                    {member.owner && (
                      <Text span c="dimmed" fz="xs">
                        {` · ${t.owner}`}
                      </Text>
                    )}
                  </Text>
                </Group>
                {iOwn && !member.owner && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(member)}>
                    {t.removeMember}
                  </Button>
                )}
                {!iOwn && member.id === meId && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(member)}>
                    {t.leave}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <ShareForm />
      </Stack>
    </Paper>
  );
});

function ShareForm() {
  const share = useAddShoppingMember();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) return setError(trPlanning.errors.userNotFound);
    share.mutate(typed, {
      onSuccess: () => {
        notify.success(() => fill(t.shared, { name: typed }));
        setName('');
        setError(null);
      },
      onError: (failure) => setError(reasonOf(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Text fz="xs" c="dimmed">
          {t.shareHint}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            label={t.shareName}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <BusyButton
            type="submit"
            mt={25}
            busy={share.isPending}
            leftSection={<IconShare size={16} aria-hidden />}
          >
            {t.share}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

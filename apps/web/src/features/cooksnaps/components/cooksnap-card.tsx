import { ActionIcon, Anchor, Badge, Card, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import classes from './cooksnaps.module.css';

const msg = trCooksnaps.cooksnaps;

type Props = {
  cooksnap: Cooksnap;
  /** On a profile, the card names the recipe instead of the cook; on the recipe page, the cook. */
  showRecipe?: boolean;
  /** Offered to its cook and the admins only. */
  onDelete?: ((cooksnap: Cooksnap) => void) | undefined;
  /** The 'Denunciar' menu (the reports feature, passed in by the app layer). */
  report?: ReportSlot | undefined;
};

/**
 * One 'Ho he fet!' photo: the dish, the cook's avatar and name (a link to their profile), their
 * note, and 'Pendent de revisió' while an admin has still to look at it (only its cook and the
 * admins ever see one).
 */
export function CooksnapCard({ cooksnap: c, showRecipe = false, onDelete, report }: Props) {
  return (
    <Card withBorder radius="md" padding="sm" h="100%" component="article">
      <Card.Section pos="relative">
        <Image
          src={c.image}
          alt={fill(msg.photoAlt, { name: c.user.name, title: c.recipe.title })}
          className={classes.photo}
          loading="lazy"
          decoding="async"
        />
        {c.status !== 'published' && (
          <Tooltip
            label={c.status === 'pending' ? msg.pendingExplained : msg.hiddenExplained}
            multiline
            w={220}
          >
            <Badge
              color={c.status === 'pending' ? 'yellow' : 'red'}
              pos="absolute"
              top={8}
              left={8}
              tabIndex={0}
            >
              {c.status === 'pending' ? msg.pendingBadge : msg.hiddenBadge}
            </Badge>
          </Tooltip>
        )}
      </Card.Section>
      <Group gap="xs" mt="xs" wrap="nowrap" justify="space-between" align="flex-start">
        {showRecipe ? (
          // On the cook's own profile every card is theirs: the recipe is what tells them apart.
          <Anchor component={Link} to={`/info/${c.recipe.id}`} fw={700} fz="sm" lineClamp={2}>
            {c.recipe.title}
          </Anchor>
        ) : (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <UserAvatar name={c.user.name} img={c.user.img} size={32} />
            <Anchor component={Link} to={`/user/${c.user.id}`} fw={700} fz="sm" truncate>
              {c.user.name}
            </Anchor>
          </Group>
        )}
        {report?.({
          target: 'cooksnap',
          id: c.id,
          ownerId: c.user.id,
          what: fill(msg.reportWhat, { name: c.user.name }),
        })}
        {onDelete && (
          <Tooltip label={msg.delete}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={fill(msg.deleteLabel, { name: c.user.name })}
              onClick={() => onDelete(c)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {c.note && (
        <Text fz="sm" mt={4} className={classes.note}>
          {c.note}
        </Text>
      )}
    </Card>
  );
}

import { Anchor, Avatar, Badge, Blockquote, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import type { ReportedTarget } from '@receptari/shared/reports/reports.schemas';
import { formatWhen } from '../lib/admin-text.ts';

const t = trAdmin.admin;

/** The reporters' words a card quotes; the rest are in the count. */
const DETAILS_SHOWN = 3;

/** What the admin calls a target in the buttons and the confirmation: its label, or its kind and id. */
export const labelOf = (target: ReportedTarget) =>
  target.context?.label ?? `${t.reportKinds[target.target]} ${target.target_id}`;

/**
 * One reported target as the admin decides on it: its kind, whether reports hid it, how many
 * reported it; the target in context (a recipe's picture and title, a comment's words and its
 * recipe, a user's picture and name, each a link); the reasons counted and the reporters' words.
 */
export function ReportedTargetView({ target }: { target: ReportedTarget }) {
  return (
    <Stack gap="sm">
      <Heading target={target} />
      <Context target={target} />
      <Group gap={6}>
        {target.reasons.map((r) => (
          <Badge key={r.reason} variant="outline" color="orange">
            {trReports.reports.reasons[r.reason]}
            {r.count > 1 ? ` × ${r.count}` : ''}
          </Badge>
        ))}
      </Group>
      {target.details.length > 0 && (
        <Stack gap={4}>
          <Text fz="xs" fw={700} c="dimmed">
            {t.reportDetails}
          </Text>
          {target.details.slice(0, DETAILS_SHOWN).map((words, i) => (
            <Text key={i} fz="sm" fs="italic" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
              «{words}»
            </Text>
          ))}
        </Stack>
      )}
      <Text fz="xs" c="dimmed">
        {fill(t.reportSince, { date: formatWhen(target.first_reported_at) })}
      </Text>
    </Stack>
  );
}

function Heading({ target }: { target: ReportedTarget }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Group gap={6}>
        <Badge variant="light" color="gray">
          {t.reportKinds[target.target]}
        </Badge>
        {target.hidden && (
          <Badge variant="light" color="red">
            {/* A profile is in no list: it is marked instead (docs/product.md#denuncies). */}
            {target.target === 'user' ? t.reportMarked : t.reportHidden}
          </Badge>
        )}
      </Group>
      <Text fz="sm" fw={700} c="var(--app-color-error-text)" style={{ whiteSpace: 'nowrap' }}>
        {fill(t.reportsCount, { n: target.reporters })}
      </Text>
    </Group>
  );
}

function Context({ target }: { target: ReportedTarget }) {
  const context = target.context;
  if (!context)
    return (
      <Text fz="sm" c="dimmed" fs="italic">
        {t.reportGone}
      </Text>
    );
  const owner = context.owner && target.target !== 'user' && (
    <Text fz="sm">
      <CardLink to={`/user/${context.owner.id}`}>
        {fill(t.reportOwner, { name: context.owner.name })}
      </CardLink>
    </Text>
  );
  if (target.target === 'comment')
    return (
      <Stack gap={4}>
        <Blockquote p="xs" color="gray" fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {context.label}
        </Blockquote>
        {owner}
        {context.recipe && (
          <Text fz="sm">
            <CardLink to={context.link}>{fill(t.reportOnRecipe, { title: context.recipe.title })}</CardLink>
          </Text>
        )}
      </Stack>
    );
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {target.target === 'user' ? (
        <Avatar src={context.image} alt="" radius="xl" size={48}>
          {context.label.slice(0, 1).toUpperCase()}
        </Avatar>
      ) : (
        context.image && <Image src={context.image} alt="" w={72} h={72} radius="sm" fit="cover" />
      )}
      <Stack gap={2} miw={0}>
        <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={context.link} c="inherit">
            {context.label}
          </Anchor>
        </Title>
        {owner}
      </Stack>
    </Group>
  );
}

function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Anchor>
  );
}

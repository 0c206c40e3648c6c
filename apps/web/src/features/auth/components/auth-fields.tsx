import { Anchor, Button, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { DocumentTitle } from '@/components/ui/document-title.tsx';

/** The heading of the login and register cards, which also names the browser tab. */
export function AuthHeading({
  title,
  subtitle,
  tabTitle,
}: {
  title: string;
  subtitle: string;
  tabTitle: string;
}) {
  return (
    <div>
      <DocumentTitle title={tabTitle} />
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}

/** The user name field of both forms: no autocapitalise or spellcheck on a handle. */
export function NameField(props: TextInputProps) {
  return (
    <TextInput
      label={tr.auth.nameLabel}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** The end of both forms: the submit button (its busy label while sending) and the way to the other form. */
export function AuthFooter({
  pending,
  submit,
  busy,
  question,
  to,
  link,
}: {
  pending: boolean;
  submit: string;
  busy: string;
  question: string;
  to: string;
  link: string;
}) {
  return (
    <>
      <Button type="submit" size="md" fullWidth mt="xs" disabled={pending}>
        {pending ? busy : submit}
      </Button>
      <Text ta="center" fz="sm">
        {question}{' '}
        <Anchor component={Link} to={to} fw={600}>
          {link}
        </Anchor>
      </Text>
    </>
  );
}

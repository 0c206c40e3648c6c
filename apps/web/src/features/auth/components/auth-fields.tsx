import { Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
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
      label={ca.auth.nameLabel}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconChefHat, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import {
  type SendVerificationBody,
  sendVerificationBodySchema,
  VERIFICATION_MESSAGE_MAX,
} from '@receptari/shared/verification/verification.schemas';
import { useSendVerification } from '@/api/verification/send-verification.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';

/** /verificacion: 'Demanar Verificació', a user's request to become a verified chef. */
export function VerificationPage() {
  const { token, user } = useAuth();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <DocumentTitle title={tr.screens.Verification} />
      <Group>
        <Button
          component={Link}
          to="/perfil"
          variant="subtle"
          px={0}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {tr.verification.back}
        </Button>
      </Group>
      <Title order={1}>{tr.screens.Verification}</Title>
      {!token ? (
        <LoginPrompt
          text={tr.verification.signedOut}
          action={tr.verification.login}
          icon={<IconChefHat size={32} />}
        />
      ) : !user ? (
        <PageLoader />
      ) : isChef(user.role) || isAdmin(user.role) ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {isChef(user.role) ? tr.verification.alreadyChef : tr.verification.adminNoNeed}
        </Alert>
      ) : (
        <VerificationForm />
      )}
    </Stack>
  );
}

/** The message and its submit; what was typed stays in the box until the server has it. */
function VerificationForm() {
  const send = useSendVerification();
  const form = useForm<SendVerificationBody>({
    initialValues: { message: '' },
    validate: schemaResolver(sendVerificationBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(sendVerificationBodySchema.parse(values), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        // A refused field is named under it, as the form's own check would.
        if (error instanceof ApiError && error.errors?.message?.length)
          form.setFieldError('message', error.errors.message.join(' '));
      },
    }),
  );

  // The server's reason under the product's line (docs/product.md#account-errors): a 409 says why, a
  // lost connection says so.
  const reason = send.error instanceof ApiError ? send.error.message : undefined;
  const length = form.values.message.length;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{tr.verification.intro}</Text>
          {send.isSuccess && (
            <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
              <Text fw={600} fz="sm">
                {tr.verification.sent}
              </Text>
              <Text fz="sm">{tr.verification.sentAgain}</Text>
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              <Text fw={600} fz="sm">
                {tr.verification.failed}
              </Text>
              {reason && reason !== tr.verification.failed && <Text fz="sm">{reason}</Text>}
            </Alert>
          )}
          <Textarea
            label={tr.verification.messageLabel}
            placeholder={tr.verification.messagePlaceholder}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={VERIFICATION_MESSAGE_MAX}
            description={fill(tr.verification.messageCount, { n: length, max: VERIFICATION_MESSAGE_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={send.isPending}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <BusyButton type="submit" size="md" busy={send.isPending} w={{ base: '100%', sm: 'auto' }}>
              {tr.verification.submit}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';

/** A screen that crashed: say so in Catalan and offer a reload, instead of a blank page. */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Title order={1}>{tr.common.crashTitle}</Title>
        <Text c="dimmed">{tr.common.unexpected}</Text>
        <Button onClick={() => window.location.reload()}>{tr.common.reload}</Button>
      </Stack>
    </Center>
  );
}

interface Props {
  children: ReactNode;
  /** A new value (the next navigation) clears the error and renders the children again. */
  resetKey: string;
}

/** React catches render errors only in a class component's lifecycle: this one shows RouteError. */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <RouteError />;
    return this.props.children;
  }
}

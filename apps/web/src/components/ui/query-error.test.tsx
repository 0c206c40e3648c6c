import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryError } from './query-error.tsx';

describe('QueryError', () => {
  it('announces the screen’s own message and retries on request', async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider>
        <QueryError message="Error al cargar las opciones" onRetry={onRetry} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error al cargar las opciones');
    await userEvent.click(screen.getByRole('button', { name: 'Tornar a intentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

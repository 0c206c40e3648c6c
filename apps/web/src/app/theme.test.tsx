import { Drawer, MantineProvider, Modal, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('the theme', () => {
  it('names every modal’s, drawer’s and popup’s close button', () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="Un modal">
          cos
        </Modal>
        <Drawer opened onClose={() => {}} title="Un calaix">
          cos
        </Drawer>
        <Notification title="Un avís">cos</Notification>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Tancar' })).toHaveLength(3);
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileLives } from './profile-lives.tsx';

describe('profile lives', () => {
  it("shows a chef's live with the day in Spanish long format and a link to its room", () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <ProfileLives
            chef
            lives={[
              {
                id: 8,
                dia: '2026-12-03',
                hora: '19:30:00',
                title: 'Canelons',
                description: 'De Sant Esteve.',
              },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const live = screen.getByRole('article');
    expect(within(live).getByRole('heading', { name: 'Canelons' })).toBeTruthy();
    expect(within(live).getByText('3 de diciembre de 2026')).toBeTruthy();
    expect(within(live).getByText('19:30')).toBeTruthy();
    expect(within(live).getByText('De Sant Esteve.')).toBeTruthy();
    expect(within(live).getByRole('link', { name: 'Veure Live' }).getAttribute('href')).toBe('/chat/8');
  });
});

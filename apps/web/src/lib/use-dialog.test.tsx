import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialog } from './use-dialog.ts';

/** A screen of items, each deleted after a question: the question's opener goes with its item. */
function Items({ names }: { names: string[] }) {
  const [items, setItems] = useState(names);
  const question = useDialog<string>();
  const doomed = question.value;
  return (
    <main>
      <h1>Carpetes</h1>
      {items.length > 0 && (
        <ul aria-label="Les carpetes">
          {items.map((name) => (
            <li key={name}>
              <button onClick={() => question.open(name)}>Esborrar {name}</button>
            </li>
          ))}
        </ul>
      )}
      {doomed && (
        <div role="dialog" aria-label="Esborrar?">
          <button onClick={question.close}>Cancel·lar</button>
          <button
            onClick={() => {
              setItems(items.filter((name) => name !== doomed));
              question.close();
            }}
          >
            Esborrar
          </button>
        </div>
      )}
    </main>
  );
}

const answer = async (button: string) => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('useDialog gives the focus back when its dialog closes', () => {
  it('to the control that opened it', async () => {
    render(<Items names={['Sopars', 'Postres']} />);
    const opener = screen.getByRole('button', { name: 'Esborrar Sopars' });
    await userEvent.click(opener);
    await answer('Cancel·lar');
    expect(document.activeElement).toBe(opener);
  });

  it('to the list it was in, when that control is gone with its item', async () => {
    render(<Items names={['Sopars', 'Postres']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Esborrar Sopars' }));
    await answer('Esborrar');
    expect(screen.queryByRole('button', { name: 'Esborrar Sopars' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Les carpetes' }));
  });

  it('to the screen’s heading, made focusable, when the list is gone too', async () => {
    render(<Items names={['Sopars']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Esborrar Sopars' }));
    await answer('Esborrar');
    expect(screen.queryByRole('list')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Carpetes' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });
});

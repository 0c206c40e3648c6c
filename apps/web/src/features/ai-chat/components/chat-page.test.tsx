import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '@/test/render.tsx';

const OFF_TOPIC =
  'Ho sento, només puc respondre preguntes sobre cuina i receptes. Pots preguntar-me sobre ingredients, mètodes de cocció o receptes específiques?';
const FAILED = 'Hi ha hagut un error processant la teva petició. Si us plau, torna-ho a intentar.';

const input = () => screen.getByPlaceholderText('Ask for a recipe...');
const sentBodies = (calls: unknown[][]) =>
  calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { messages: unknown[] });

describe('AI chat page', () => {
  const fetchMock = stubFetch();
  afterEach(() => window.sessionStorage.clear());

  it('sends on Enter, shows the answer with its recipe links and the basic-mode note', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        reply: 'He trobat aquestes receptes al Receptari:\n- Truita de patates',
        recipes: [
          { id: 7, title: 'Truita de patates', image: null, prep_time: 10, cook_time: 20, likes_count: 3 },
        ],
        mode: 'builtin',
        offTopic: false,
      }),
    );
    renderApp('/Chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Receptari' })).toBeTruthy();
    await userEvent.type(input(), 'Com es fa una truita?{Enter}');

    expect(await screen.findByRole('link', { name: 'Truita de patates' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/info\/7$/),
    );
    const answer = screen.getByTestId('chat-assistant');
    expect(answer.textContent).toContain('He trobat aquestes receptes al Receptari:\n- Truita de patates');
    expect(screen.getByTestId('chat-user').textContent).toContain('Com es fa una truita?');
    expect(screen.getByText(/Mode bàsic/)).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/ai/chat');
    expect(sentBodies(fetchMock.mock.calls)).toEqual([
      { messages: [{ role: 'user', content: 'Com es fa una truita?' }] },
    ]);
  });

  it('ignores an empty or blank question', async () => {
    renderApp('/Chat');
    await userEvent.type(input(), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chat-user')).toBeNull();
  });

  it('shows the off-topic refusal and sends the whole history with the next question', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { reply: OFF_TOPIC, recipes: [], mode: 'openai', offTopic: true }),
    );
    renderApp('/Chat');
    await userEvent.type(input(), 'Qui guanyarà la lliga?{Enter}');
    expect(await screen.findByText(OFF_TOPIC)).toBeTruthy();
    expect(screen.queryByText(/Mode bàsic/)).toBeNull();

    await userEvent.type(input(), 'I una paella?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies(fetchMock.mock.calls)[1]).toEqual({
      messages: [
        { role: 'user', content: 'Qui guanyarà la lliga?' },
        { role: 'assistant', content: OFF_TOPIC },
        { role: 'user', content: 'I una paella?' },
      ],
    });
  });

  it('shows the error sentence on the assistant side and gives the question back to the input', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(502, { statusCode: 502, error: 'Bad Gateway', message: FAILED }),
    );
    renderApp('/Chat');
    await userEvent.type(input(), 'Com faig pa?{Enter}');
    const error = await screen.findByRole('alert');
    expect(within(error).getByText(FAILED)).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('Com faig pa?');
  });

  it('keeps the conversation across a reload of the page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { reply: 'Bullint 10 minuts.', recipes: [], mode: 'openai', offTopic: false }),
    );
    const first = renderApp('/Chat');
    await userEvent.type(input(), 'Ou dur?{Enter}');
    expect(await screen.findByText('Bullint 10 minuts.')).toBeTruthy();
    first.unmount();
    renderApp('/Chat');
    expect(screen.getByText('Bullint 10 minuts.')).toBeTruthy();
    expect(screen.getByText('Ou dur?')).toBeTruthy();
  });
});

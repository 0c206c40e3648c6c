import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { LiveJoinAnswer } from '@receptari/shared/lives/live-socket';
import { describe, expect, it } from 'vitest';
import { initialRoom, type RoomAction, roomReducer, type RoomState } from './room-state.ts';

const t = trLives.liveRoom;

const joined = (role: 'chef' | 'viewer', status: 'scheduled' | 'live' | 'ended'): RoomAction => ({
  type: 'joined',
  joined: {
    role,
    username: 'anna',
    iceServers: [],
    recordInBrowser: true,
    state: {
      liveId: 4,
      status,
      title: 'Suquet',
      chef: { id: 2, name: 'xef_marta' },
      cameraOn: true,
      chefPresent: true,
      recipeId: 9,
      currentStep: 2,
      viewerCount: 3,
    },
  } satisfies LiveJoinAnswer,
});

const run = (...actions: RoomAction[]): RoomState => actions.reduce(roomReducer, initialRoom);
const lines = (state: RoomState) => state.messages.map((m) => (m.isSystem ? `· ${m.message}` : m.message));

describe('the live room state', () => {
  it('puts a viewer in the waiting room, a chef in the panel, and anyone in an ended live at the end', () => {
    expect(run(joined('viewer', 'scheduled')).phase).toBe('waiting');
    expect(run(joined('chef', 'scheduled')).phase).toBe('chefPanel');
    expect(run(joined('viewer', 'live'))).toMatchObject({ phase: 'live', started: true });
    // A chef back in a live on the air checks the camera again before resuming.
    expect(run(joined('chef', 'live')).phase).toBe('chefPanel');
    expect(run(joined('viewer', 'ended')).phase).toBe('ended');
  });

  it('writes the spec’s system lines: start, camera off and on, the chef gone, errors', () => {
    const state = run(
      joined('viewer', 'scheduled'),
      { type: 'started', cameraOn: true },
      { type: 'camera', on: false },
      { type: 'camera', on: true },
      { type: 'chefGone' },
      { type: 'system', line: 'Error: x' },
    );
    expect(lines(state)).toEqual([
      `· ${t.systemStarted}`,
      `· ${t.systemCameraOff}`,
      `· ${t.systemCameraOn}`,
      `· ${t.systemChefLeft}`,
      '· Error: x',
    ]);
    expect(state).toMatchObject({ phase: 'live', cameraOn: true, chefPresent: false, remoteStream: null });
  });

  it('keeps the waiting count, and stays ended once ended (a late refusal does not replace the end modal)', () => {
    const waiting = run(joined('viewer', 'scheduled'), {
      type: 'waiting',
      count: 3,
      chefName: 'xef_marta',
      chefPresent: false,
    });
    expect(waiting).toMatchObject({ waitingCount: 3, chefPresent: false });
    expect(run(joined('viewer', 'live'), { type: 'ended' }, { type: 'blocked', phase: 'failed' }).phase).toBe(
      'ended',
    );
  });

  it('keeps the last 300 chat lines', () => {
    const message = (n: number): RoomAction => ({
      type: 'message',
      message: {
        username: 'u',
        message: `m${n}`,
        timestamp: new Date(0).toISOString(),
        isChef: false,
        isSystem: false,
      },
    });
    const state = run(joined('viewer', 'live'), ...Array.from({ length: 305 }, (_, n) => message(n)));
    expect(state.messages).toHaveLength(300);
    expect(state.messages[0]!.message).toBe('m5');
  });

  it('starts from the step and count the join tells, follows the chef, and lets reactions float away', () => {
    const state = run(joined('viewer', 'live'));
    expect(state).toMatchObject({ recipeId: 9, currentStep: 2, waitingCount: 3 });
    const moved = run(joined('viewer', 'live'), { type: 'step', step: 4 }, { type: 'reaction', emoji: '🔥' });
    expect(moved.currentStep).toBe(4);
    expect(moved.reactions.map((r) => r.emoji)).toEqual(['🔥']);
    expect(roomReducer(moved, { type: 'reactionDone', id: moved.reactions[0]!.id }).reactions).toEqual([]);
  });
});

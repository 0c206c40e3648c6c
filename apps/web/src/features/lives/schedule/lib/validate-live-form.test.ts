import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { canManageLive } from './managed-live.ts';
import { serverLiveErrors } from './server-live-errors.ts';
import { toLiveBody, validateLiveForm } from './validate-live-form.ts';

const now = Date.parse('2026-11-25T12:00:00.000Z');

describe("the live form's own check", () => {
  it('asks for a recipe, a real day and an HH:MM time', () => {
    expect(validateLiveForm({ recipe_id: '', dia: '2026-02-30', hora: '9:30' }, now)).toEqual({
      recipe_id: 'Tria una recepta.',
      dia: 'La data ha de tenir el format AAAA-MM-DD i ser un dia que existeixi.',
      hora: "L'hora ha de tenir el format HH:MM (de 00:00 a 23:59).",
    });
  });

  it("refuses a time past on Madrid's clock, and the hour skipped by summer time", () => {
    // 12:00 UTC is 13:00 in Madrid: 12:30 there has passed, 13:30 has not.
    expect(validateLiveForm({ recipe_id: '4', dia: '2026-11-25', hora: '12:30' }, now)).toEqual({
      hora: "La data i l'hora del live han de ser futures.",
    });
    expect(validateLiveForm({ recipe_id: '4', dia: '2026-11-25', hora: '13:30' }, now)).toEqual({});
    expect(validateLiveForm({ recipe_id: '4', dia: '2027-03-28', hora: '02:30' }, now)).toEqual({
      hora: "Aquesta hora no existeix aquell dia a Madrid (canvi a l'horari d'estiu).",
    });
  });

  it('sends the recipe as a number, the day and time trimmed', () => {
    expect(toLiveBody({ recipe_id: '40', dia: ' 2026-12-03 ', hora: '18:30 ' })).toEqual({
      recipe_id: 40,
      dia: '2026-12-03',
      hora: '18:30',
    });
  });
});

describe("the server's refusals in the form", () => {
  it('puts a 422 under its fields, another chef’s recipe under the recipe, the rest above the buttons', () => {
    expect(serverLiveErrors(new ApiError(422, 'x', { hora: ['passada'], dia: ['lluny'] }))).toEqual({
      hora: 'passada',
      dia: 'lluny',
    });
    expect(serverLiveErrors(new ApiError(403, 'no és teva', undefined, 'not_own_recipe'))).toEqual({
      recipe_id: 'no és teva',
    });
    expect(
      serverLiveErrors(new ApiError(403, 'Solo los chefs pueden crear lives', undefined, 'chef_only')),
    ).toEqual({ general: 'Solo los chefs pueden crear lives' });
  });
});

describe('who manages a live', () => {
  const live = { chef: { id: 2, name: 'xef_marta' } };
  it('its own chef (any case of the role) and any admin; nobody else', () => {
    expect(canManageLive(live, { id: 2, role: 'Chef' })).toBe(true);
    expect(canManageLive(live, { id: 3, role: 'chef' })).toBe(false);
    expect(canManageLive(live, { id: 1, role: 'ADMIN' })).toBe(true);
    expect(canManageLive(live, { id: 2, role: 'user' })).toBe(false);
    expect(canManageLive(live, null)).toBe(false);
  });
});

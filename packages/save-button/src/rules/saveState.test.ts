import { describe, expect, it } from 'vitest';
import { nextAction, saveReducer, UNKNOWN, type SaveEvent, type SaveState } from './saveState';

const run = (events: SaveEvent[], from: SaveState = UNKNOWN) => events.reduce(saveReducer, from);

describe('an item’s saved state', () => {
  it('turns saved at once on save and stays saved when the backend confirms', () => {
    // SB-001
    const started = run([
      { type: 'known', saved: false },
      { type: 'start', action: 'save' },
    ]);
    expect(started.saved).toBe(true);
    expect(started.pending).toBeDefined();
    expect(run([{ type: 'succeed' }], started)).toEqual({ saved: true });
    expect(nextAction({ saved: true })).toBe('remove');
    expect(nextAction(UNKNOWN)).toBe('save');
  });

  it('rolls back to what it was when the write fails', () => {
    const failedSave = run([
      { type: 'known', saved: false },
      { type: 'start', action: 'save' },
      { type: 'fail' },
    ]);
    expect(failedSave).toEqual({ saved: false });
    const failedRemove = run([
      { type: 'known', saved: true },
      { type: 'start', action: 'remove' },
      { type: 'fail' },
    ]);
    expect(failedRemove).toEqual({ saved: true });
  });

  it('ignores a second press and an older check while a write is under way', () => {
    const started = run([
      { type: 'known', saved: false },
      { type: 'start', action: 'save' },
    ]);
    expect(saveReducer(started, { type: 'start', action: 'remove' })).toBe(started);
    expect(saveReducer(started, { type: 'known', saved: false })).toBe(started);
  });
});

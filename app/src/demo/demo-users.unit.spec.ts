import { describe, expect, it } from 'vitest';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import { demoUsers } from './demo-users';

describe('the demo sign-ins', () => {
  it('are none of them the scheduler, which answers would name instead of the person', () => {
    expect(demoUsers.map((user) => user.id)).not.toContain(SCHEDULER_ACTOR.id);
  });
});

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@careledger/http';

export interface RebuildAccepted {
  projector: string;
  jobId: string;
  status: 'queued';
}

/** Replays every event into fresh tables for one read model, then swaps them in. */
export class RebuildProjectionCommand extends Command<RebuildAccepted> {
  constructor(
    readonly actor: Actor,
    readonly projector: string,
  ) {
    super();
  }
}

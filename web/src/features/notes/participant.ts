// A participant of the program as the note picker gets it (docs/product.md#data-participant).
import type { noteParticipant } from '@pals/core/notes/calls';
import type { z } from 'zod/mini';

export type Participant = z.infer<typeof noteParticipant>;

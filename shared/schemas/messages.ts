import { object } from './objects.ts';
import { integerId, uuidId } from './paths.ts';
import { text } from './common.ts';
import { MAX_MESSAGE_TEXT } from '../domain/limits/texts.ts';

// Messages of a booked listing (docs/messages.md).

export const MessageBody = object({ text: text(MAX_MESSAGE_TEXT) });
export const MessagePath = object({ listingId: integerId, messageId: uuidId('a message id') });

import * as v from 'valibot';
import { integerId, uuidId } from './paths.ts';
import { text } from './common.ts';
import { MAX_MESSAGE_TEXT } from '../domain/limits/texts.ts';

// Messages of a booked listing (docs/messages.md).

export const MessageBody = v.object({ text: text(MAX_MESSAGE_TEXT) });
export const MessagePath = v.object({ listingId: integerId, messageId: uuidId('a message id') });

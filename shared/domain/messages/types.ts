// Messages between the two parties of a booked listing (docs/messages.md).

/** A message still unread this long after it was sent is emailed to its recipient. */
export const EMAIL_UNREAD_AFTER_MINUTES = 10;

export interface Message {
  /** A UUID version 7: random, and in time order, so a conversation reads oldest first. */
  messageId: string;
  listingId: number;
  senderId: number;
  /** The person of the company who made it (docs/teams.md): shown to that company only; absent before teams. */
  createdBy?: number;
  recipientId: number;
  text: string;
  sentOn: string;
  readOn?: string;
}

/** The form's name of the checkbox that acknowledges exception `id` (one field per exception: repeated names would collapse). */
export const ackField = (id: string) => `ack_${id}`;

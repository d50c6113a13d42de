import { z } from 'zod';
import { packetBody } from '@/lib/onboarding/schema';

/** A packet's name and description as the inputs hold them. */
const packetTexts = z.object({ name: z.string(), description: z.string() });
export type PacketField = keyof z.infer<typeof packetTexts>;
export const PACKET_FIELDS: readonly PacketField[] = ['name', 'description'];

/** Checked by the schema POST /packets parses (an empty description is none); PUT takes the same two fields. */
export const packetFormSchema = packetTexts
  .transform((d): z.input<typeof packetBody> => ({ name: d.name, description: d.description || null }))
  .pipe(packetBody);
export type PacketInput = z.output<typeof packetFormSchema>;

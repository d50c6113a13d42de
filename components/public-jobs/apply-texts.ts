import { getMessages } from 'next-intl/server';
import type publicJobs from '@/messages/publicJobs/en.json';

/**
 * The apply form's words, looked up on the server and handed to the form as plain strings: the public
 * pages ship no translation runtime (issue 13: their script stays near an empty page's).
 */
export type ApplyTexts = (typeof publicJobs)['apply'];

export async function applyTexts(): Promise<ApplyTexts> {
  return (await getMessages()).publicJobs.apply;
}

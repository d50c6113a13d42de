import type { z } from 'zod';
import type { Translate } from '@/lib/i18n/error-text';
import { describeZodIssues } from '@/lib/i18n/zod-messages';
import { ApiError, englishErrors, say } from '@/lib/errors';

/** A request that failed its schema: a 400 whose message and field errors are worded per issue, per locale. */
export class ValidationError extends ApiError {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    const english = describeZodIssues(issues, englishErrors);
    // `errors` (in English) lets code that reads an error outside a request see which fields failed.
    super(400, say('validation.invalidInput'), 'bad_request', english.errors);
    this.message = english.message;
  }

  override describe(t: Translate): { message: string; errors: Record<string, string> } {
    return describeZodIssues(this.issues, t);
  }
}

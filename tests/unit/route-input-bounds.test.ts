import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedRecord } from '@/lib/schema-kit/inputs';
import { uploadFields } from '@/lib/attachments/schema';
import { confirmBody, placementRequestBody } from '@/lib/placement-requests/schema';
import { applyBody } from '@/lib/public-jobs/schema';
import { jsonParts } from '@/lib/settings/schema';
import { apiRoutes } from '@/tests/support/api-routes';
import { unboundedFields } from '@/tests/support/zod-walk';

/**
 * No request may make the server hold the database for seconds: every list, string and free-key
 * object a route accepts (body or query) has a declared maximum. Fails naming the route and the field.
 */
describe('every route input is bounded', () => {
  it('has a .max on every array and string of every body and query schema', async () => {
    const routes = await apiRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const problems = routes.flatMap((r) =>
      (['body', 'query'] as const).flatMap((part) => {
        const schema = r.handler.meta[part];
        return schema ? unboundedFields(schema).map((field) => `${r.method} ${r.pattern} ${part}.${field}`) : [];
      }),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('holds for the schemas handlers apply themselves (forms, multipart parts), but for the deliberate exceptions', () => {
    const parsedInHandlers: Record<string, z.core.$ZodType> = {
      ...Object.fromEntries(Object.entries(jsonParts).map(([name, schema]) => [`settings part ${name}`, schema])),
      'apply form': applyBody,
      'placement request form': placementRequestBody,
      'placement request confirm': confirmBody,
      'candidate file upload': uploadFields,
    };
    // Each exception is bounded another way: the settings parts by MAX_JSON_PART_CHARS (lib/settings/service,
    // open objects that later modules fill), the honeypot by the body cap (a bot must not learn from a 400), the
    // public form's repeat by repeatField run inside its transform (formRepeatField: a plain form can mark only
    // `repeat` itself, so the bounded schema's issues are reported there).
    const deliberate = (problem: string) =>
      /^settings part .*: object keeps unknown keys$/.test(problem) ||
      /form website: unchecked value/.test(problem) ||
      problem === 'placement request form repeat: unchecked value (unknown)';
    const problems = Object.entries(parsedInHandlers).flatMap(([name, schema]) =>
      unboundedFields(schema).map((field) => `${name} ${field}`),
    );
    expect(problems.filter((p) => !deliberate(p))).toEqual([]);
  });
});

describe('the bounds walker', () => {
  it('finds every unbounded place, through wrappers, unions, pipes, records, tuples and lazy schemas', () => {
    type Tree = { name: string; children?: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree).max(5).optional() }));
    const schema = z
      .object({
        fine: z.string().max(10),
        id: z.uuid(),
        day: z.iso.date(),
        kind: z.enum(['a', 'b']),
        text: z.string().trim(),
        list: z.array(z.uuid()),
        nested: z.object({ deep: z.array(z.string().max(3)).max(2).nullable().default(null), bad: z.string().optional() }),
        either: z.union([z.literal('all'), z.string()]),
        piped: z
          .string()
          .max(5)
          .transform((s) => s.length)
          .pipe(z.number()),
        preprocessed: z.preprocess((v) => v, z.string()),
        free: z.record(z.string().max(5), z.number()),
        capped: boundedRecord(z.string().max(5), z.number(), 10),
        keyed: z.partialRecord(z.enum(['x', 'y']), z.string()),
        pair: z.tuple([z.string().max(1), z.string()]),
        loose: z.looseObject({ a: z.number() }),
        anything: z.unknown(),
        tree,
      })
      .refine(() => true);
    expect(unboundedFields(schema)).toEqual([
      'text: string without .max',
      'list: array without .max',
      'nested.bad: string without .max',
      'either: string without .max',
      'preprocessed: string without .max',
      'free: record with free keys and no bound',
      'keyed{}: string without .max',
      'pair[1]: string without .max',
      'loose: object keeps unknown keys',
      'anything: unchecked value (unknown)',
      'tree.name: string without .max',
    ]);
  });
});

import type { Operation } from './api-reference';

type Labels = { parameters: string; body: string; response: string; permission: string };

const Schema = ({ title, schema }: { title: string; schema: unknown }) => (
  <div>
    <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{title}</h3>
    <pre tabIndex={0} aria-label={title} className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 text-xs text-slate-900">
      {JSON.stringify(schema, null, 2)}
    </pre>
  </div>
);

/** The parameters, body and 200 answer of one operation, as JSON Schema. */
export function OperationDetails({ op, labels }: { op: Operation; labels: Labels }) {
  const body = Object.entries(op.requestBody?.content ?? {})[0];
  const ok = Object.entries(op.responses?.['200']?.content ?? {})[0];
  return (
    <div className="mt-3 grid gap-3 lg:grid-cols-2">
      {op['x-contact-permission'] ? (
        <p className="text-sm text-slate-700 lg:col-span-2">
          {labels.permission}: <code>{op['x-contact-permission']}</code>
        </p>
      ) : null}
      {op.parameters?.length ? (
        <Schema
          title={labels.parameters}
          schema={op.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: p.schema }))}
        />
      ) : null}
      {body ? <Schema title={`${labels.body} (${body[0]})`} schema={body[1].schema} /> : null}
      {ok ? <Schema title={`${labels.response} (${ok[0]})`} schema={ok[1].schema} /> : null}
    </div>
  );
}

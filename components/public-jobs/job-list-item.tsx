import type { PublicJob } from '@/lib/public-jobs/queries';
import type { jobTexts } from './job-text';

type Texts = Awaited<ReturnType<typeof jobTexts>>;

/** One job in the list: the title links to the job page, facts below it, a short excerpt. */
export function JobListItem({ job, href, texts, postedLabel }: { job: PublicJob; href: string; texts: Texts; postedLabel: string }) {
  const facts = [texts.place(job.city, job.region), texts.type(job.employmentType), texts.pay(job.payMin, job.payMax)].filter(Boolean);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">
        <a href={href} className="hover:underline focus-visible:underline">
          {job.title}
        </a>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{facts.join(' · ')}</p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{job.description}</p>
      <p className="mt-2 text-xs text-slate-600">{postedLabel}</p>
    </li>
  );
}

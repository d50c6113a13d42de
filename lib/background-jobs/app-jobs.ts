// Every job the app runs, registered by importing the modules that declare them. instrumentation.ts
// imports this before starting the worker; code that enqueues a job imports that job's module itself.
import '@/lib/push-notifications/jobs';
import '@/lib/timesheets/jobs';
import '@/lib/timesheets/recompute-open';
import '@/lib/notifications/dispatch';
import '@/lib/approval-reminders/jobs';
import '@/lib/punches/jobs';
// Not a job: registers the approval-link issuer the mail dispatcher asks for (lib/notifications/approval-link-issuer.ts).
import '@/lib/approval-links/issue';

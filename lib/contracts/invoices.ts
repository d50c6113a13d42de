import { defineContract } from '@/lib/contracts/kit/contract';
import { ADMINS, STAFF } from '@/lib/auth/roles';
import { done, file, one } from '@/lib/schema-kit/responses';
import { z } from 'zod';
import {
  clientBilling,
  clientBillingBody,
  invoiceDetail,
  invoiceList,
  invoiceVerification,
  invoicesQuery,
  paymentBody,
  runBody,
  runResult,
  voidBody,
} from '@/lib/invoices/schema';

// Issue 25 item 8: Super Admin and Company Admin run billing; recruiters read invoices. Contacts get
// their own read (item 4, "View invoices") when it lands; until then the guard refuses them.
const billing = { allow: ADMINS } as const;
const staff = { allow: STAFF } as const;

/** Invoices from approved hours (lib/invoices) under the main service. */
export const invoicesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/invoices',
    summary: 'Invoices, newest first unless sorted, by status, client company or run, with counts per status; amounts in integer cents',
    access: staff,
    query: invoicesQuery,
    response: invoiceList,
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/invoices/{id}',
    summary: 'One invoice with its lines (the frozen figures of each approved timesheet) and its tax per rate',
    access: staff,
    response: one(invoiceDetail),
  }),
  run: defineContract({
    service: 'main',
    method: 'POST',
    path: '/invoices/runs',
    summary:
      'Invoice run: the approved, not yet invoiced timesheets of weeks starting from..to become draft invoices, grouped as each client company says; each timesheet on exactly one live invoice (201)',
    access: billing,
    body: runBody,
    response: one(runResult),
  }),
  issue: defineContract({
    service: 'main',
    method: 'POST',
    path: '/invoices/{id}/issue',
    summary: "Issue a draft: it takes the tenant's next number (gapless) and a due date from the client's payment terms",
    access: billing,
    response: one(invoiceDetail),
  }),
  void: defineContract({
    service: 'main',
    method: 'POST',
    path: '/invoices/{id}/void',
    summary: 'Void an invoice with a reason (none with payments): its timesheets may be invoiced again',
    access: billing,
    body: voidBody,
    response: done,
  }),
  pay: defineContract({
    service: 'main',
    method: 'POST',
    path: '/invoices/{id}/payments',
    summary:
      'Record a payment (cents, day, method, reference) against an issued invoice, at most its balance; paid when nothing is left (201)',
    access: billing,
    body: paymentBody,
    response: one(invoiceDetail),
  }),
  verify: defineContract({
    service: 'main',
    method: 'GET',
    path: '/invoices/{id}/verify',
    summary:
      "Each line recomputed by the pay-and-bill engine from its timesheet's punches and the rules in force now, beside what was billed: match, or the difference to the cent",
    access: staff,
    response: one(invoiceVerification),
  }),
  export: defineContract({
    service: 'main',
    method: 'GET',
    path: '/invoices/{id}/export/{kind}',
    summary:
      "An invoice as CSV: kind lines (every figure of each line), quickbooks (QuickBooks Online's invoice import columns) or xero (Xero's sales invoice import template)",
    access: staff,
    response: file,
    produces: 'text/csv',
  }),
  clients: defineContract({
    service: 'main',
    method: 'GET',
    path: '/invoices/clients',
    summary: "Each client company's billing set-up (payment terms, currency, grouping, billing email) and its sites' tax rates",
    access: staff,
    response: z.object({ data: z.array(clientBilling) }),
  }),
  saveClient: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/invoices/clients/{id}',
    summary: "Save a client company's billing set-up and the tax rates of the sites named (thousandths of a percent); later runs use it",
    access: billing,
    body: clientBillingBody,
    response: one(clientBilling),
  }),
};

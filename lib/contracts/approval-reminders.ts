import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { LATE_APPROVALS_ROLES } from '@/lib/approval-reminders/access';
import { lateApproval, lateApprovalsQuery, remindBody, remindResult } from '@/lib/approval-reminders/schema';

const staff = { allow: LATE_APPROVALS_ROLES } as const;

/** The agency's Late approvals and "remind now" (SPEC §7 main service). */
export const approvalRemindersContracts = {
  late: defineContract({
    service: 'main',
    method: 'GET',
    path: '/client-portal/timesheets/past-due-approvals',
    summary: 'Submitted timesheets past their approval deadline, oldest first',
    access: staff,
    query: lateApprovalsQuery,
    response: listOf(lateApproval),
  }),
  remind: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/timesheets/past-due-approvals/remind',
    summary: 'Remind the approvers of these timesheets now (once per 10 minutes per set)',
    access: staff,
    body: remindBody,
    response: one(remindResult),
  }),
};

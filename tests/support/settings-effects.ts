/**
 * "No inert switch" (issue 10): every key of the company settings, the maintenance mode, the dashboard
 * labels and a contact's settings, with the test(s) that show it changing what the product does.
 * tests/unit/settings-effects.test.ts enumerates the keys from the schemas themselves and fails for a key
 * missing here (a new setting needs its proof before it lands), a key here that no schema has any more,
 * and a proof whose test title is not found in its file.
 */
export type Proof = { file: string; title: string };

const PAY_TOTALS = 'tests/integration/pay-totals.test.ts';
const REMINDERS = 'tests/integration/approval-reminders.test.ts';
const rule = (key: string): Proof[] => [
  { file: PAY_TOTALS, title: 'timesheets.%s changes the stored totals' },
  { file: PAY_TOTALS, title: `key: '${key}'` },
];
const JOURNEY: Proof[] = [
  {
    file: 'tests/integration/settings-effects.test.ts',
    title: 'primary.mobile_app.new_user_journey: the mobile app reads every journey setting from the public settings',
  },
];
const CONTACT_FLAGS: Proof[] = [
  { file: 'tests/unit/permissions.test.ts', title: 'adds the flag-gated screens for a contact one by one' },
  { file: 'tests/integration/authz-matrix.test.ts', title: 'answers each cell as the permission table says' },
];

export const SETTINGS_EFFECTS: Record<string, Proof[]> = {
  // Company settings: the multipart parts of SPEC §7 (lib/settings/schema.ts jsonParts).
  'primary.primary_color': [
    { file: 'tests/unit/branding.test.ts', title: 'uses the company colours and picks a readable text colour on each' },
  ],
  'primary.secondary_color': [
    { file: 'tests/unit/branding.test.ts', title: 'uses the company colours and picks a readable text colour on each' },
  ],
  'primary.shift.enabled': [
    { file: 'tests/unit/permissions.test.ts', title: 'sends a contact from /jobs to /timesheets unless shifts are enabled' },
  ],
  'primary.mobile_app.new_user_journey.list.steps': JOURNEY,
  'primary.mobile_app.new_user_journey.splash_screens.images': [
    {
      file: 'tests/integration/settings-journey-files.test.ts',
      title: 'serves a stored splash image publicly, and only through its own tenant',
    },
  ],
  'primary.mobile_app.new_user_journey.splash_screens.new_images': [
    { file: 'tests/integration/settings-journey-files.test.ts', title: 'deletes a splash image the admin removed' },
  ],
  'primary.mobile_app.new_user_journey.privacy_policy.file': [
    {
      file: 'tests/integration/settings-journey-files.test.ts',
      title: 'replacing the privacy policy deletes the old file and serves the new one as a download',
    },
  ],
  'primary.mobile_app.new_user_journey.privacy_policy.new_file': [
    {
      file: 'tests/integration/settings-journey-files.test.ts',
      title: 'replacing the privacy policy deletes the old file and serves the new one as a download',
    },
  ],
  'primary.mobile_app.new_user_journey.landing_page.title': JOURNEY,
  'primary.mobile_app.new_user_journey.landing_page.body': JOURNEY,
  'primary.mobile_app.new_user_journey.keywords': JOURNEY,
  'primary.mobile_app.new_user_journey.interview.questions': JOURNEY,
  'primary.mobile_app.new_user_journey.custom_cta.label': JOURNEY,
  'primary.mobile_app.new_user_journey.custom_cta.url': JOURNEY,
  'general.timezone': [
    { file: 'tests/integration/timezones.test.ts', title: "general.timezone: a location created without a time zone takes the tenant's" },
  ],
  'primary.remove_logo': [{ file: 'tests/integration/settings-effects.test.ts', title: 'primary.remove_logo and primary.remove_favicon' }],
  'primary.remove_favicon': [
    { file: 'tests/integration/settings-effects.test.ts', title: 'primary.remove_logo and primary.remove_favicon' },
  ],
  'primary.shift.cancel_cutoff_hours': [
    {
      file: 'tests/integration/shift-lifecycle.test.ts',
      title: '0 saved on the tab lets a contact cancel an hour before; 24 saved refuses it; out of range is 400',
    },
    {
      file: 'tests/integration/shift-lifecycle.test.ts',
      title: 'cut-off 0: a contact may cancel right up to the start; cut-off 48 widens it',
    },
  ],
  'rate_shift.enabled': [
    { file: 'tests/integration/shift-ratings.test.ts', title: 'rate_shift.enabled on: a contact rates a worked shift at her location' },
    { file: 'tests/integration/shift-ratings.test.ts', title: 'rate_shift.enabled off: rating a shift is refused (403)' },
  ],
  'timesheets.week_start': [
    { file: PAY_TOTALS, title: 'week start %s: a clock-in late on Sunday 17 Nov 2019 in Los Angeles opens the week of %s' },
  ],
  'timesheets.rounding_minutes': rule('rounding_minutes'),
  'timesheets.rounding_mode': rule('rounding_mode'),
  'timesheets.seventh_day_rule': rule('seventh_day_rule'),
  'timesheets.currency': [
    { file: 'tests/unit/settings-currency.test.ts', title: "timesheets.currency: money is shown in the tenant's currency" },
  ],
  'timesheets.overtime_daily_hours': rule('overtime_daily_hours'),
  'timesheets.double_time_daily_hours': rule('double_time_daily_hours'),
  'timesheets.overtime_weekly_hours': rule('overtime_weekly_hours'),
  'timesheets.paid_break_under_minutes': rule('paid_break_under_minutes'),
  'timesheets.overtime_pay_multiplier': rule('overtime_pay_multiplier'),
  'timesheets.double_time_pay_multiplier': rule('double_time_pay_multiplier'),
  'timesheets.overtime_bill_multiplier': rule('overtime_bill_multiplier'),
  'timesheets.double_time_bill_multiplier': rule('double_time_bill_multiplier'),
  'timesheets.approval_deadline_days': [
    { file: 'tests/integration/timesheets-past-due.test.ts', title: 'moves with the deadline setting although no timesheet changed' },
  ],
  'timesheets.auto_lock_days': [
    {
      file: 'tests/integration/timesheets-auto-lock.test.ts',
      title: 'locks exactly the timesheets whose week ended auto_lock_days ago or more',
    },
    { file: 'tests/integration/timesheets-auto-lock.test.ts', title: 'never locks when auto_lock_days is not set (null)' },
  ],
  'approval_links.expires_days': [
    { file: 'tests/integration/approval-links.test.ts', title: 'approval_links.expires_days: a link older than N days is refused' },
    { file: 'tests/integration/approval-links.test.ts', title: 'approval_links.expires_days: a shorter setting expires a link sooner' },
  ],
  'invitations.valid_days': [
    {
      file: 'tests/integration/mail-language.test.ts',
      title: 'invitations.valid_days: an invitation works on day 6 by default and not after the days the setting gives',
    },
  ],
  'punch_rules.early_late_minutes': [
    { file: 'tests/unit/punch-rules.test.ts', title: 'early_late_minutes decides early and late arrival' },
  ],
  'punch_rules.break_required_after_hours': [
    { file: 'tests/unit/punch-rules.test.ts', title: 'break_required_after_hours decides a missed break' },
  ],
  'punch_rules.min_break_minutes': [
    { file: 'tests/unit/punch-rules.test.ts', title: 'min_break_minutes decides a short break' },
    {
      file: 'tests/integration/punch-rules-settings.test.ts',
      title: 'the defaults flag the short break only; saved rules change what the same card raises',
    },
  ],
  'punch_rules.long_shift_hours': [
    {
      file: 'tests/unit/punch-rules.test.ts',
      title: 'long_shift_hours decides a long shift and the missed-punch deadline without a shift',
    },
    {
      file: 'tests/integration/punch-rules-settings.test.ts',
      title: 'the defaults flag the short break only; saved rules change what the same card raises',
    },
  ],
  'placements.iframe_origins': [
    { file: 'tests/unit/framing.test.ts', title: 'lets only the listed sites embed them when the tenant lists some' },
  ],
  'orders.show_orders_to_client': CONTACT_FLAGS,
  'approval_reminders.due_soon_hours': [
    {
      file: REMINDERS,
      title: 'approval_reminders.due_soon_hours: 0 sends no due-soon reminder; 48 reaches a deadline 38 hours ahead that 24 does not',
    },
    { file: REMINDERS, title: 'with every reminder switched off nothing is sent' },
  ],
  'approval_reminders.past_due_every_hours': [
    {
      file: REMINDERS,
      title: 'approval_reminders.past_due_every_hours: 24 repeats the next day, not hours later; 6 repeats six hours later; 0 sends none',
    },
    { file: REMINDERS, title: 'with every reminder switched off nothing is sent' },
  ],
  'approval_reminders.escalate_after_hours': [
    {
      file: REMINDERS,
      title:
        "approval_reminders.escalate_after_hours: escalates once to the location's backup over the company's, only after the hours have passed",
    },
    { file: REMINDERS, title: 'with every reminder switched off nothing is sent' },
  ],
  'approval_reminders.digest_weekday': [
    {
      file: REMINDERS,
      title:
        'approval_reminders.digest_weekday: the digest goes on its weekday only, once per ISO week, counting everything awaiting the approver',
    },
    { file: REMINDERS, title: 'with every reminder switched off nothing is sent' },
  ],
  'clientContactsPortal.enabled': CONTACT_FLAGS,
  // Maintenance mode (PUT …/maintenance-mode).
  'maintenance_mode.enabled': [
    {
      file: 'tests/integration/public-jobs.test.ts',
      title: "turns job applications away with 503 and the tenant's message, and lets them in again when off",
    },
  ],
  'maintenance_mode.message': [
    { file: 'tests/integration/public-jobs.test.ts', title: "turns job applications away with 503 and the tenant's message" },
  ],
  // Dashboard labels (PUT dashboard-labels).
  'dashboard_labels.label': [
    {
      file: 'tests/integration/labels-layouts.test.ts',
      title: 'a renamed label keeps the singular and plural the admin gives, for this tenant only',
    },
  ],
  'dashboard_labels.plural': [
    {
      file: 'tests/integration/labels-layouts.test.ts',
      title: 'a renamed label keeps the singular and plural the admin gives, for this tenant only',
    },
  ],
  'dashboard_labels.singular': [
    {
      file: 'tests/integration/labels-layouts.test.ts',
      title: 'a renamed label keeps the singular and plural the admin gives, for this tenant only',
    },
  ],
  'dashboard_labels.locales': [
    {
      file: 'tests/integration/labels-layouts.test.ts',
      title: 'words per language: each reader gets her language’s, then the tenant’s default words, then the catalogue’s',
    },
  ],
  // A Company Contact's settings (contact screen → settings tab).
  'contact.approveTimesheets': [
    {
      file: 'tests/integration/contact-permissions.test.ts',
      title: 'off: no approve or reject is offered, and every approve and reject path answers 403 naming the switch',
    },
    { file: 'tests/integration/contact-permissions.test.ts', title: 'on: approve and reject are offered and work' },
  ],
  'contact.receiveTimesheetEmails': [
    {
      file: 'tests/integration/timesheet-submitted-mail.test.ts',
      title: 'goes to the readers of the location only: not with the switch off',
    },
    {
      file: 'tests/integration/timesheet-submitted-mail.test.ts',
      title: 'turning the switch on for a contact makes her a reader from the next submit',
    },
  ],
  'contact.portal_access': [
    {
      file: 'tests/integration/company-contacts.test.ts',
      title: 'portal access creates a Company Contact user that can sign in, and turning it off deactivates it',
    },
  ],
  'contact.createOrders': [
    { file: 'tests/integration/contact-permissions.test.ts', title: 'on: the contact places an order at her location' },
    { file: 'tests/integration/contact-permissions.test.ts', title: 'off: 403 from the route naming the switch' },
  ],
};

/** Where a link opens: the public approval page (app/approve/[token]). */
export const approvalPath = (token: string) => `/approve/${encodeURIComponent(token)}`;

/** Where the page's forms post a decision (app/api/main/public/approval-links/[token]/decide). */
export const decidePath = (token: string) => `/api/main/public/approval-links/${encodeURIComponent(token)}/decide`;

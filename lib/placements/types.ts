export type CandidateOption = { _id: string; first_name: string; last_name: string; email: string };

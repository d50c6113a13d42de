export type Finding = { line: number; rules: string[]; text: string };
export const SECRET_PATTERNS: [string, RegExp][];
export function secretsIn(line: string): string[];
export function masked(line: string): string;
export function scanLog(text: string): Finding[];
export function describeFindings(file: string, findings: Finding[]): string;
export function captureServerLog(child: import('node:child_process').ChildProcess, file: string): Promise<void>;

// Stands in for `server-only` under Vitest, which does not run with the react-server condition.
export {};

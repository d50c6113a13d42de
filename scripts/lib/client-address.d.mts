export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, hops: number): string;

// A count as people read it, with thousands grouped: 1,234 of 5,000 numbers; 200,000 messages.
export const count = (n: number): string => n.toLocaleString('en-US');

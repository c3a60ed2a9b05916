// docs/product.md#limits: a login or submit spinner stays at least this long, so the change is seen, not flashed.
export async function atLeast<T>(ms: number, promise: Promise<T>): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [outcome] = await Promise.allSettled([promise, wait]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

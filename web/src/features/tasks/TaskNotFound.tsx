// An address under /tasks that names no bucket, kind or task of this person: one plain sentence.
export function TaskNotFound({ children }: { children: string }) {
  return <p className="card">{children}</p>;
}

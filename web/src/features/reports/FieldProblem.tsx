// What the server found wrong with one answer (a 400 naming the field), shown beside it.
export function FieldProblem({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field-problem">
      Please check this answer: {message}.
    </p>
  );
}
